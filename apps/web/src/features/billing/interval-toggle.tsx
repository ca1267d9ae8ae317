import { type TBillingInterval, ZBillingInterval } from '@whispy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: TBillingInterval;
  onChange(interval: TBillingInterval): void;
  /** The annual plan's saving in percent, shown beside it; null hides it. */
  annualDiscount: number | null;
};

/** Monthly or Annual, as two radio buttons styled as one switch (arrow keys move between them). */
export function IntervalToggle({ value, onChange, annualDiscount }: Props) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">{t('billing.billingPeriod')}</legend>
      <div className="inline-flex rounded-full bg-zinc-100 p-1">
        {ZBillingInterval.options.map((interval) => (
          <label
            key={interval}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full px-4 font-medium text-sm text-zinc-700 has-checked:bg-white has-checked:text-zinc-900 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-accent-600"
          >
            <input
              type="radio"
              name={name}
              value={interval}
              checked={value === interval}
              onChange={() => onChange(interval)}
              className="sr-only"
            />
            {t(`billing.interval.${interval}`)}
            {interval === 'year' && annualDiscount !== null ? (
              <>
                {/* A space, so that the radio's name reads "Annual 50% off". */}{' '}
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800 text-xs">
                  {t('billing.annualDiscount', { percent: annualDiscount })}
                </span>
              </>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

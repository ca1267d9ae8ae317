import { type TCurrency, ZCurrency } from '@whispy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../ui/field-error';

type Props = {
  value: TCurrency | null;
  onChange(currency: TCurrency): void;
  /** Shown under the choices, in red (spec §5: "Please select a currency"). */
  error?: string;
  hint?: string;
  disabled?: boolean;
};

/** USD or MXN, each named in the interface language by the browser ("US Dollar (USD)"). */
export function CurrencyPicker({ value, onChange, error, hint, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  const names = new Intl.DisplayNames(i18n.resolvedLanguage, { type: 'currency' });
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} disabled={disabled}>
      <legend className="font-medium text-sm text-zinc-900">{t('billing.currencyLabel')}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {ZCurrency.options.map((currency) => (
          <label
            key={currency}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-zinc-300 px-3 text-sm text-zinc-900 has-checked:border-accent-600 has-checked:bg-accent-50 has-aria-invalid:border-red-600 has-focus-visible:ring-2 has-focus-visible:ring-accent-600"
          >
            <input
              type="radio"
              name={name}
              value={currency}
              checked={value === currency}
              onChange={() => onChange(currency)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-accent-600"
            />
            {`${names.of(currency.toUpperCase())} (${currency.toUpperCase()})`}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-zinc-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

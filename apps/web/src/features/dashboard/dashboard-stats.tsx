import type { TDashboard } from '@whispy/contracts';
import { Clock, FileAudio, Globe, Hourglass, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeUsed } from './format-time-used';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-4 shadow-xs">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {/* The label is read first; the figure is shown above it. */}
      <p className="flex min-w-0 flex-col-reverse">
        <span className="text-sm text-zinc-600">{label}</span>
        <span className="font-semibold text-2xl text-zinc-900 tabular-nums">{value}</span>
      </p>
    </li>
  );
}

/** Time used this period, minutes left when limited, and the two counts, as a row of cards. */
export function DashboardStats({ dashboard }: { dashboard: TDashboard }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  // The period is a UTC month: naming it in the reader's zone could give the month before.
  const month = new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: 'long', timeZone: 'UTC' }).format(
    new Date(dashboard.period_start),
  );
  const timeUsed = formatTimeUsed(dashboard.seconds_used, (count) => t('dashboard.stats.minutes', { count }));

  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="sr-only">
        {t('dashboard.stats.label')}
      </h2>
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(13rem,1fr))] gap-4">
        <Stat icon={Clock} label={t('dashboard.stats.timeUsed', { month })} value={timeUsed} />
        {dashboard.minutes_available === null ? null : (
          <Stat
            icon={Hourglass}
            label={t('dashboard.stats.minutesLeft')}
            value={number.format(dashboard.minutes_available)}
          />
        )}
        <Stat
          icon={FileAudio}
          label={t('dashboard.stats.transcriptions')}
          value={number.format(dashboard.transcriptions_count)}
        />
        <Stat
          icon={Globe}
          label={t('dashboard.stats.publicTranscriptions')}
          value={number.format(dashboard.public_transcriptions_count)}
        />
      </ul>
    </section>
  );
}

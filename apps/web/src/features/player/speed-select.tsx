import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_SPEEDS } from './playback-speed';

type Props = { speed: number; onChange(speed: number): void };

/** Playback speed as a native select: compact, and the phone's own picker on mobile. */
export function SpeedSelect({ speed, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('player.speed')}
      </label>
      <select
        id={id}
        value={speed}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm tabular-nums text-zinc-800 hover:bg-zinc-50"
      >
        {PLAYBACK_SPEEDS.map((choice) => (
          <option key={choice} value={choice}>
            {`${number.format(choice)}×`}
          </option>
        ))}
      </select>
    </>
  );
}

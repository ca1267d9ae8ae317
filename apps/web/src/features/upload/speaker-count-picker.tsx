import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The choices offered; the API takes up to MAX_SPEAKERS, but a picker of twenty is no help to anyone. */
const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export type SpeakerCount = { min_speakers: number | null; max_speakers: number | null };

type Props = { value: SpeakerCount; onChange(count: SpeakerCount): void; disabled?: boolean };

/**
 * How many people speak, when the user knows: the fewest and the most, each "Any" by default; the same
 * number in both asks for exactly that many. Picking a fewest above the most moves the most up with it
 * (and the other way round), so the pair never contradicts itself.
 */
export function SpeakerCountPicker({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const fewestId = useId();
  const mostId = useId();
  const parse = (raw: string) => (raw === '' ? null : Number(raw));
  const setFewest = (fewest: number | null) =>
    onChange({
      min_speakers: fewest,
      max_speakers:
        fewest !== null && value.max_speakers !== null && value.max_speakers < fewest
          ? fewest
          : value.max_speakers,
    });
  const setMost = (most: number | null) =>
    onChange({
      min_speakers:
        most !== null && value.min_speakers !== null && value.min_speakers > most ? most : value.min_speakers,
      max_speakers: most,
    });
  const select = (id: string, label: string, current: number | null, set: (count: number | null) => void) => (
    <div>
      <label htmlFor={id} className="block text-sm text-zinc-700">
        {label}
      </label>
      <select
        id={id}
        value={current ?? ''}
        disabled={disabled}
        onChange={(event) => set(parse(event.target.value))}
        className="mt-1 h-10 w-28 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:border-accent-600 disabled:opacity-60"
      >
        <option value="">{t('upload.speakerCountAny')}</option>
        {COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset>
      <legend className="font-medium text-sm text-zinc-900">{t('upload.speakerCount')}</legend>
      <p className="mt-0.5 text-xs text-zinc-600">{t('upload.speakerCountNote')}</p>
      <div className="mt-2 flex flex-wrap gap-4">
        {select(fewestId, t('upload.speakerCountFewest'), value.min_speakers, setFewest)}
        {select(mostId, t('upload.speakerCountMost'), value.max_speakers, setMost)}
      </div>
    </fieldset>
  );
}

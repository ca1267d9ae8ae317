import type { TSpeaker } from '@whispy/contracts';
import { UserRound } from 'lucide-react';

/** A row of the editor's menus: 40px tall on phones, for a finger. */
export const menuItemClass =
  'flex min-h-10 w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-50 sm:min-h-9';

type Props = {
  /** What choosing does ("Move to", "Speaker from here"): the list's heading and accessible name. */
  label: string;
  speakers: readonly TSpeaker[];
  onChoose(speakerId: string): void;
  className?: string;
};

/** A menu's list of speakers to give a turn to, under a heading. */
export function SpeakerChoices({ label, speakers, onChoose, className = '' }: Props) {
  return (
    <ul aria-label={label} className={`border-zinc-100 border-t pt-1 ${className}`}>
      <li aria-hidden="true" className="px-3 pt-1 pb-0.5 text-xs text-zinc-500">
        {label}
      </li>
      {speakers.map((speaker) => (
        <li key={speaker.id}>
          <button type="button" className={menuItemClass} onClick={() => onChoose(speaker.id)}>
            <UserRound aria-hidden="true" className="size-4 text-zinc-500" />
            <span className="truncate">{speaker.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

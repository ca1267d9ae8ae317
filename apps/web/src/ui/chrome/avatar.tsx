import { UserRound } from 'lucide-react';
import { useState } from 'react';

type Props = { src: string | null; className?: string };

/** The user's picture, or a generic person icon when there is none (or it fails to load). */
export function Avatar({ src, className = 'size-8' }: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={`grid place-items-center rounded-full bg-zinc-200 text-zinc-600 ${className}`}>
        <UserRound aria-hidden="true" className="size-[60%]" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`rounded-full object-cover ring-1 ring-zinc-200 ${className}`}
    />
  );
}

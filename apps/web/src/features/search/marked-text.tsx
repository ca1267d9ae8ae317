import type { TMarkedText } from '@whispy/contracts';

/**
 * Text with the parts that matched a search marked. Rendered as text nodes only: names and transcripts
 * are written by whoever uploaded them, never markup.
 */
export function MarkedText({ parts }: { parts: TMarkedText }) {
  return parts.map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; the index is their identity
      <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-zinc-900">
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <span key={index}>{part.text}</span>
    ),
  );
}

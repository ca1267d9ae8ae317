import { AudioLines } from 'lucide-react';
import { useId } from 'react';
import { CreateTranscriptionLink } from './create-transcription-link';

type Props = { title: string; description: string; actionLabel: string };

/** Where there are no transcriptions yet: what Whispy does, and the way to the first upload. */
export function FirstTranscriptionPrompt({ title, description, actionLabel }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center rounded-2xl border border-zinc-300 border-dashed bg-white px-6 py-14 text-center"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <AudioLines aria-hidden="true" className="size-6" />
      </span>
      <h2 id={headingId} className="mt-4 font-semibold text-lg text-zinc-900">
        {title}
      </h2>
      <p className="mt-2 max-w-md text-sm text-zinc-600 leading-relaxed">{description}</p>
      <CreateTranscriptionLink label={actionLabel} className="mt-6" />
    </section>
  );
}

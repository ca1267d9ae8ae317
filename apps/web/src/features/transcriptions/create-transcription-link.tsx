import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

/** The upload page's address: new transcriptions are created by uploading their media. */
const CREATE_PATH = '/resource/transcriptions/create';

/** The primary "New transcription" button; `className` adds to its button style. */
export function CreateTranscriptionLink({ label, className }: { label: string; className?: string }) {
  return (
    <Link to={CREATE_PATH} className={buttonClass('primary', className)}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

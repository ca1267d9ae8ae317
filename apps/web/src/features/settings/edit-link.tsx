import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

/** A block's "Edit" link; `label` names what it edits for assistive technology ("Edit workspace"). */
export function EditLink({ to, text, label }: { to: string; text: string; label: string }) {
  return (
    <Link to={to} aria-label={label} className={buttonClass('secondary', 'h-9')}>
      <Pencil aria-hidden="true" className="size-4" />
      {text}
    </Link>
  );
}

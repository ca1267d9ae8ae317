import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import { notify } from './notify';

type Props = { text: string; label: string; copiedLabel: string; failedMessage: string };

/** Copies `text` to the clipboard and says so; where the browser refuses, asks to copy by hand. */
export function CopyButton({ text, label, copiedLabel, failedMessage }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify.error(failedMessage);
    }
  };
  return (
    <Button variant="secondary" onClick={copy} className="h-9">
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? copiedLabel : label}
    </Button>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { FEEDBACK_MAX_LENGTH, ZCreateFeedback } from '@whispy/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field-error';
import { useSendFeedback } from './send-feedback';

type Props = { onSent(): void };

/**
 * The dialog's field and buttons. Cancel comes before Send: the spec's "confirm and cancel in reversed
 * order". A failed send leaves the text in place, so nothing written is lost though nothing is said.
 */
export function FeedbackForm({ onSent }: Props) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useSendFeedback();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The field's maxLength leaves "empty" as the only way to fail the contract.
    const parsed = ZCreateFeedback.safeParse({ feedback: text });
    if (!parsed.success) {
      setInvalid(true);
      // Back to the field, whose description now reads the message out, ready for typing.
      field.current?.focus();
      return;
    }
    send.mutate(parsed.data, { onSuccess: onSent });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <label htmlFor={fieldId} className="sr-only">
        {t('feedback.label')}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        rows={6}
        maxLength={FEEDBACK_MAX_LENGTH}
        placeholder={t('feedback.placeholder')}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="block w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:border-accent-600 aria-[invalid]:border-red-600"
      />
      <FieldError id={errorId}>{invalid && t('feedback.validation')}</FieldError>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('confirm.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('feedback.sending') : t('feedback.send')}
        </Button>
      </div>
    </form>
  );
}

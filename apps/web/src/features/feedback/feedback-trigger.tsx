import { MessageSquare } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useBounce } from './use-bounce';

/** The top bar's Feedback button (medium screens and up, bouncing). Takes a trigger's props (Radix `asChild`). */
export function FeedbackTrigger(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const bouncing = useBounce();
  return (
    <button
      type="button"
      data-bouncing={bouncing}
      className="hidden h-9 items-center gap-1.5 rounded-lg px-2.5 font-medium text-accent-700 text-sm hover:bg-accent-50 motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out md:inline-flex data-[bouncing=true]:-translate-y-1"
      {...props}
    >
      <MessageSquare aria-hidden="true" className="size-4" />
      {t('feedback.button')}
    </button>
  );
}

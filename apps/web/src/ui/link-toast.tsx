import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Long enough to read a name and reach the link (the 3 s of spec §8 are for answers to what the user did). */
export const LINK_TOAST_DURATION_MS = 8000;

/** Words written in the app's language: again whenever the user changes it, as a toast can outlive that. */
export type InLanguage = (t: TFunction) => string;

function Translated({ text }: { text: InLanguage }) {
  const { t } = useTranslation();
  return text(t);
}

export type ToastLink = {
  label: InLanguage;
  /** Where the link goes: the browser opens it itself on a modified click (new tab, new window). */
  href: string;
  /** Opens it in the app (a router navigation) on a plain click. */
  open(): void;
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A toast about something that happened elsewhere, with a link to it. `id` keeps one toast per subject:
 * the same news twice (two events, two renders) replaces rather than stacks.
 */
export function notifyWithLink(kind: 'success' | 'error', id: string, message: InLanguage, link: ToastLink) {
  void import('sonner').then(({ toast }) =>
    toast[kind](<Translated text={message} />, {
      id,
      duration: LINK_TOAST_DURATION_MS,
      description: (
        <a
          href={link.href}
          className="font-medium underline underline-offset-2"
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            toast.dismiss(id);
            link.open();
          }}
        >
          <Translated text={link.label} />
        </a>
      ),
    }),
  );
}

import { useEffect } from 'react';

export const APP_NAME = 'Whispy';
/** Spec §2: the page title separator is an arrow. */
export const TITLE_SEPARATOR = ' → ';

export function pageTitle(...parts: string[]): string {
  return [...parts.filter(Boolean), APP_NAME].join(TITLE_SEPARATOR);
}

/** Sets `document.title` to e.g. "Dashboard → Whispy". */
export function usePageTitle(...parts: string[]): void {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

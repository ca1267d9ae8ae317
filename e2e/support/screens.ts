/**
 * The two screens every changed page is looked at on: a desktop and a 390 px phone. Screenshots are named
 * by `label`.
 */
export const SCREENS = [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

export const DESKTOP = SCREENS[0].viewport;
export const PHONE = SCREENS[1].viewport;

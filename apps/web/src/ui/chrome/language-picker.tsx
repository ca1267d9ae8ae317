import { deferred } from '../deferred';
import { LanguageButton } from './language-button';

/** Popover button showing the current language code upper-case; its menu's code loads after the page's. */
export const LanguagePicker = deferred(
  () => import('./language-menu').then((module) => module.LanguageMenu),
  ({ onPress }) => <LanguageButton onClick={onPress} />,
);

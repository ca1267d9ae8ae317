export type { MessageId } from './catalogue.js';
export { type FieldIssue, fieldMessage } from './field-message.js';
export { LANGUAGES, type Language, negotiateLanguage } from './languages.js';
export { i18nPlugin } from './plugin.js';
export { isMessageId, type Message, type MessageParams, translate } from './translate.js';

import { catalogue, type MessageId } from './catalogue.js';
import type { Language } from './languages.js';

export type MessageParams = Readonly<Record<string, string | number>>;

/** A text not yet put into words: what errors carry until the answer's language is known. */
export interface Message {
  id: MessageId;
  params?: MessageParams;
}

export const isMessageId = (value: unknown): value is MessageId =>
  typeof value === 'string' && Object.hasOwn(catalogue, value);

/** The message in `language`, with its `{{name}}` placeholders filled from `params`. */
export function translate(language: Language, message: MessageId | Message): string {
  const { id, params } = typeof message === 'string' ? { id: message, params: undefined } : message;
  const text: string = catalogue[id][language];
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

import fp from 'fastify-plugin';
import type { MessageId } from './catalogue.js';
import { type Language, negotiateLanguage } from './languages.js';
import { type Message, translate } from './translate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in, negotiated from Accept-Language (the web app sends its UI language). */
    readonly language: Language;
    /** A catalogue message in the request's language; bound, so it can be handed on as it is. */
    readonly t: (message: MessageId | Message) => string;
  }
}

/** Gives every request its answer language, so errors and features word their messages alike. */
export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('language', {
      getter() {
        return negotiateLanguage(this.headers['accept-language']);
      },
    });
    app.decorateRequest('t', {
      getter() {
        return (message: MessageId | Message) => translate(this.language, message);
      },
    });
  },
  { name: 'i18n' },
);

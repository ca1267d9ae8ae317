import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { signInRateLimit } from '../../../http/rate-limit.js';
import { fieldMessage, type Language, type MessageId } from '../../../i18n/index.js';
import { accountChooserPage, issuerErrorPage } from './account-chooser.js';
import { type LocalClientRule, localClientRefusal } from './client-check.js';
import { createLocalProvider, type LocalAccounts, type LocalIssuerOptions } from './provider.js';

const NAME_REQUIRED = 'issuer.name_required' satisfies MessageId;

/** Field errors word themselves in the page's language through `fieldMessage`. */
const ZChoice = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(100),
  email: z.email().max(254).toLowerCase(),
});

const expiredPage = (language: Language) =>
  issuerErrorPage(language, { title: 'issuer.expired_title', detail: 'issuer.expired_detail' });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

export interface LocalIssuerRouteOptions extends LocalIssuerOptions {
  rateLimitPerMinute: number;
  /** Who may use it; everyone else gets a 403 page. */
  clients: LocalClientRule;
  /** PUBLIC_URL, named on the refusal page as the address to use. */
  publicUrl: string;
}

/**
 * Serves the bundled OpenID issuer under `mountPath`. Anyone who can reach it can sign in as anyone,
 * so it answers only requests made directly on this machine, to PUBLIC_URL's host.
 */
export const localIssuerRoutes: FastifyPluginAsync<LocalIssuerRouteOptions> = async (app, options) => {
  const accounts: LocalAccounts = new Map();
  const provider = await createLocalProvider(options, accounts);
  const handle = provider.callback();

  app.addHook('onRequest', async (request, reply) => {
    const refusal = localClientRefusal(request, options.clients);
    if (!refusal) return;
    // The reason and the header's name only: values and the query (state, codes) stay out of the log.
    request.log.warn({ ...refusal, ip: request.raw.socket.remoteAddress }, 'local issuer refused a request');
    const page = {
      title: 'issuer.not_available_title',
      detail: { id: 'issuer.not_available_detail', params: { url: options.publicUrl } },
    } as const;
    return html(reply, 403, issuerErrorPage(request.language, page));
  });

  await app.register(async (interactions) => {
    await interactions.register(formbody);

    interactions.get<{ Params: { uid: string } }>(
      '/interaction/:uid',
      { schema: { hide: true } },
      async (request, reply) => {
        try {
          await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return html(reply, 400, expiredPage(request.language));
        }
        const form = { action: request.url, name: '', email: '', errors: {} };
        return html(reply, 200, accountChooserPage(form, request.language));
      },
    );

    interactions.post<{ Params: { uid: string }; Body: Record<string, unknown> }>(
      '/interaction/:uid',
      { schema: { hide: true }, config: { rateLimit: signInRateLimit(options.rateLimitPerMinute) } },
      async (request, reply) => {
        const choice = ZChoice.safeParse(request.body ?? {});
        if (!choice.success) {
          const firstError = (field: 'name' | 'email') => {
            const issue = choice.error.issues.find((candidate) => candidate.path[0] === field);
            return issue && request.t(fieldMessage(issue));
          };
          const { name, email } = request.body ?? {};
          const form = {
            action: request.url,
            name: typeof name === 'string' ? name : '',
            email: typeof email === 'string' ? email : '',
            errors: { name: firstError('name'), email: firstError('email') },
          };
          return html(reply, 422, accountChooserPage(form, request.language));
        }
        accounts.set(choice.data.email, { name: choice.data.name });
        try {
          const next = await provider.interactionResult(
            request.raw,
            reply.raw,
            { login: { accountId: choice.data.email } },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(next, 303);
        } catch {
          return html(reply, 400, expiredPage(request.language));
        }
      },
    );
  });

  await app.register(async (mount) => {
    // The issuer reads request bodies itself, so they are left unread here.
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    mount.all('/*', { schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // oidc-provider derives its mount path from originalUrl minus url, as under Express.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(options.mountPath.length) || '/';
      handle(raw, reply.raw);
    });
  });
};

import {
  type BareAnswer,
  type BodyOf,
  type EmptyAnswer,
  type FileAnswer,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
  type RouteDeclaration,
  successStatus,
  type TEnvelope,
  ZEnvelope,
  ZErrorEnvelope,
} from '@whispy/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { fileContent, guardedErrors, noContent } from './responses.js';

/** What the server says about a route in the OpenAPI document, beyond what its declaration says. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  /** Describes the success answer (a file, no content, a redirect); JSON answers describe themselves. */
  answered?: string;
  /** The refusals the route's own logic gives, by status (the access guard's and Fastify's are added). */
  refusals?: Partial<Record<number, string>>;
}

type Request<R> = FastifyRequest<
  { Params: ParamsOf<R>; Querystring: QueryOf<R>; Body: BodyOf<R> } & (R extends {
    headers: z.ZodType;
  }
    ? { Headers: HeadersOf<R> }
    : unknown)
>;

/**
 * What the handler gives back: the envelope of a JSON answer (the helper sets its status), the bare JSON,
 * nothing for 204, the target of a redirect, and for a file the reply it has sent itself.
 */
type Outcome<A> = A extends z.ZodType
  ? TEnvelope<z.input<A>>
  : A extends BareAnswer<infer S>
    ? z.input<S>
    : A extends EmptyAnswer
      ? string
      : FastifyReply;

export type RouteHandler<R extends RouteDeclaration> =
  R['answer'] extends EmptyAnswer<204>
    ? (request: Request<R>, reply: FastifyReply) => Promise<void>
    : (request: Request<R>, reply: FastifyReply) => Promise<Outcome<R['answer']>>;

export interface Serving<R extends RouteDeclaration> extends RouteDocs {
  handler: RouteHandler<R>;
  /** Who may call it (`http/access.ts`; members unless said) and its rate limit. */
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

const isFile = (answer: RouteDeclaration['answer']): answer is FileAnswer =>
  'kind' in answer && answer.kind === 'file';

/** The documented answers: the success answer, the guard's refusals where it guards, the route's own. */
function responsesOf(declaration: RouteDeclaration, docs: RouteDocs, config: FastifyContextConfig = {}) {
  const { answer } = declaration;
  const success = (() => {
    if (!('kind' in answer))
      return docs.answered ? ZEnvelope(answer).describe(docs.answered) : ZEnvelope(answer);
    if (answer.kind === 'bare') return answer.schema;
    if (answer.kind === 'empty') return noContent(docs.answered ?? 'No content');
    return fileContent(docs.answered ?? 'The file', answer.mediaTypes);
  })();
  const partial =
    isFile(answer) && answer.ranged
      ? { 206: fileContent('The requested range (Content-Range says which)', answer.mediaTypes) }
      : {};
  const access = config.access ?? 'member';
  const guarded = access === 'member' || access === 'signed-in' ? guardedErrors : {};
  const refusals = Object.fromEntries(
    Object.entries(docs.refusals ?? {}).map(([status, text]) => [
      status,
      ZErrorEnvelope.describe(text ?? ''),
    ]),
  );
  return { [successStatus(declaration)]: success, ...partial, ...guarded, ...refusals };
}

/** The handler, with the declared success status applied to what it gives back. */
function completing(
  declaration: RouteDeclaration,
  handler: RouteHandler<RouteDeclaration>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  const { answer } = declaration;
  const status = successStatus(declaration);
  if (isFile(answer)) return (request, reply) => handler(request as never, reply);
  if ('kind' in answer && answer.kind === 'empty') {
    return async (request, reply) => {
      const outcome = await handler(request as never, reply);
      if (status === 204) return reply.code(204).send();
      return reply.redirect(outcome as string, status);
    };
  }
  return async (request, reply) => {
    const outcome = await handler(request as never, reply);
    if (status !== 200) reply.code(status);
    return outcome;
  };
}

/**
 * Registers a route from its declaration in `@whispy/contracts`: method, path and schemas come from there,
 * the documentation and the handler from the feature. The OpenAPI entry lists the success answer, the access
 * guard's refusals for guarded routes and `refusals`; Fastify's own (400, 413, 414, 415, 422) are added for
 * every route by `implicit-answers.ts`. A ranged file answer also answers HEAD, with the same handler.
 */
export function serve<R extends RouteDeclaration>(
  app: FastifyInstance,
  declaration: R,
  { handler, config, bodyLimit, ...docs }: Serving<R>,
): void {
  const { method, path, params, query, headers, body, answer } = declaration;
  const options: RouteShorthandOptions = {
    schema: {
      tags: docs.tags,
      summary: docs.summary,
      ...(docs.description ? { description: docs.description } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(headers ? { headers } : {}),
      ...(body ? { body } : {}),
      response: responsesOf(declaration, docs, config),
    },
    ...(config ? { config } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
  };
  app.route({
    ...options,
    method: isFile(answer) && answer.ranged ? [method, 'HEAD'] : method,
    url: path,
    handler: completing(declaration, handler as RouteHandler<RouteDeclaration>),
  });
}

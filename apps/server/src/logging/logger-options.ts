import type { FastifyRequest } from 'fastify';
import { type LoggerOptions, stdSerializers } from 'pino';
import type { Config } from '../config.js';

const REDACTED = '[redacted]';

/** Headers that carry credentials, wherever a log line holds a copy of them. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-xsrf-token'];
const REDACT_PATHS = ['headers', 'req.headers', 'res.headers', 'request.headers', 'response.headers'].flatMap(
  (at) => CREDENTIAL_HEADERS.map((header) => `${at}["${header}"]`),
);

/**
 * Keys whose values are what someone sent, not what went wrong: grammY puts a failed call's parameters
 * (a transcript, a chat id) in `payload`.
 */
const USER_CONTENT_KEYS = new Set(['payload', 'body', 'parameters']);

/** Telegram's Bot API puts the bot token in every URL: `/bot<id>:<secret>/method`. */
const BOT_TOKEN = /\/bot\d+:[\w-]+/g;
/** Secrets with a recognisable shape, should one come from somewhere the config does not know. */
const SHAPED_SECRETS = /\b(?:sk|rk|pk)_(?:live|test)_\w+|\bwhsec_\w+|\bBearer\s+[\w.~+/-]+=*/g;

/** Every secret value of the configuration, longest first (so one containing another goes whole). */
function secretsOf(config: Config): string[] {
  const values = [
    config.sessionSecret,
    config.google?.clientSecret,
    config.turnstile?.secretKey,
    config.s3?.secretAccessKey,
    config.pusher.secret,
    config.billing.stripe?.secretKey,
    config.billing.stripe?.webhookSecret,
    config.telegram?.token,
  ];
  // Short values would blank out ordinary words; real secrets are long.
  return values
    .filter((value): value is string => !!value && value.length >= 8)
    .sort((a, b) => b.length - a.length);
}

/** `text` with every secret replaced. */
function scrubText(text: string, secrets: string[]): string {
  let scrubbed = text.replace(BOT_TOKEN, `/bot${REDACTED}`).replace(SHAPED_SECRETS, REDACTED);
  for (const secret of secrets) scrubbed = scrubbed.replaceAll(secret, REDACTED);
  return scrubbed;
}

/** A serialized error (plain data) with secrets scrubbed from its strings and user content dropped. */
function scrubValue(value: unknown, secrets: string[], seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, seen));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      USER_CONTENT_KEYS.has(key) ? REDACTED : scrubValue(item, secrets, seen),
    ]),
  );
}

/** The path of a request URL with the values of its query replaced: they hold sign-in codes and searches. */
export function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/** Share links carry their token in the path: the API's `/api/shared/<token>/…` and the page `/s/<token>`. */
const SHARE_TOKEN_IN_PATH = /^(\/api\/shared\/|\/s\/)[^/?#]+/;

/** A request URL as logged: without the values of its query, nor a share link's token. */
export function redactUrl(url: string): string {
  return redactQuery(url).replace(SHARE_TOKEN_IN_PATH, `$1${REDACTED}`);
}

/**
 * pino's options for every process (server and `npm run worker`): secrets and what users wrote never
 * reach the logs. Errors are serialized as pino does (nested causes and errors included), then scrubbed
 * of the configuration's secrets and of token-shaped text, with user content dropped; credential headers
 * are redacted wherever they appear; a request is logged by its path, without the values of its query or a share link's token.
 */
export function loggerOptions(config: Config): LoggerOptions {
  const secrets = secretsOf(config);
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      err: (error: Error) => scrubValue(stdSerializers.err(error), secrets, new WeakSet()),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

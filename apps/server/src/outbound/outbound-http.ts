import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { Agent, type Dispatcher, request } from 'undici';
import type { AddressPolicy } from './address-policy.js';

/** Why the guard refused a request before (or instead of) sending it. */
export type OutboundRefusalReason = 'scheme' | 'address' | 'too_many_redirects';

/** A request the guard would not send: to a refused address, over a refused scheme, or redirected too often. */
export class OutboundRefused extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    detail: string,
  ) {
    super(`outbound request refused (${reason}): ${detail}`);
    this.name = 'OutboundRefused';
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, connection to last byte kept; past it the request is aborted. */
  timeoutMs: number;
  /** Bytes of the response body kept; the rest is not read (the connection is dropped). */
  maxResponseBytes: number;
  /** Redirects followed, each hop checked like the first; 0 answers the 3xx itself. */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** At most `maxResponseBytes`. */
  body: Buffer;
  truncated: boolean;
}

/** A GET whose body the caller reads as a stream (media from a link), ended by `signal`. */
export interface OutboundDownload {
  headers?: Record<string, string>;
  maxRedirects?: number;
  /** Aborts the connection, the redirects and the body's stream. */
  signal: AbortSignal;
}

/** The answer of a download: the body not read yet, for the caller to bound as it reads. */
export interface OutboundStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

/** The outbound HTTP port: requests that only reach addresses the policy allows. */
export interface OutboundHttp {
  send(url: string, options: OutboundRequest): Promise<OutboundResponse>;
  open(url: string, options: OutboundDownload): Promise<OutboundStream>;
  close(): Promise<void>;
}

/** Resolves a host name the way `dns.lookup` does (all addresses); replaceable in tests. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The lookup the sockets use: it resolves, refuses the host when any of its addresses is refused (an
 * attacker's name that answers one public and one private address must not win by chance), and hands the
 * socket exactly the addresses it checked, so a second DNS answer cannot slip in between (DNS rebinding).
 */
function guardedLookup(policy: AddressPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find(({ address }) => policy.refusal(address) !== null);
        if (refused || addresses.length === 0) {
          const error = new OutboundRefused(
            'address',
            `${hostname} resolves to ${refused?.address ?? 'nothing'}`,
          );
          callback(error as NodeJS.ErrnoException, '', 0);
          return;
        }
        const wanted = options.family === 6 || options.family === 4 ? options.family : 0;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (options.all) callback(null, usable);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else
          callback(
            Object.assign(new Error(`no IPv${wanted} address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * Checks what the URL parser made of the address: it reads decimal, octal and hex IPv4 literals
 * (`http://2130706433`, `http://0177.0.0.1`) as dotted quads, and sockets do not look literals up, so
 * they are checked here rather than in the lookup.
 */
function checkedUrl(raw: string, policy: AddressPolicy, schemes: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('scheme', 'not a URL');
  }
  if (!schemes.includes(url.protocol)) throw new OutboundRefused('scheme', url.protocol);
  if (url.username || url.password) throw new OutboundRefused('scheme', 'credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && policy.refusal(host) !== null) throw new OutboundRefused('address', host);
  return url;
}

async function readBounded(body: Dispatcher.ResponseData['body'], maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  // Ending early makes undici's body emit an abort error that nobody awaits: it is expected here.
  body.on('error', () => {});
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    const room = maxBytes - size;
    if (buffer.length > room) {
      chunks.push(buffer.subarray(0, room));
      truncated = true;
      break;
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  // Leaving the loop early has ended the stream: a hostile endless body is never read further.
  return { body: Buffer.concat(chunks), truncated };
}

/**
 * Outbound HTTP through the address policy (ADR 031). `schemes`: `https:` only unless the caller allows
 * `http:` too. Connections are not reused across requests to different hosts any more than undici does.
 */
export function outboundHttp({
  policy,
  schemes = ['https:'],
  resolve = systemResolve,
}: {
  policy: AddressPolicy;
  schemes?: readonly string[];
  resolve?: Resolve;
}): OutboundHttp {
  const agent = new Agent({ connect: { lookup: guardedLookup(policy, resolve) } });

  type Hop = Pick<OutboundRequest, 'method' | 'headers' | 'body' | 'maxRedirects'>;

  /** The first answer that is not a redirect to follow, each hop checked like the first. */
  async function answerOf(
    raw: string,
    options: Hop,
    hopsLeft: number,
    signal: AbortSignal,
  ): Promise<Dispatcher.ResponseData> {
    const url = checkedUrl(raw, policy, schemes);
    const answer = await request(url, {
      dispatcher: agent,
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      signal,
    });
    const location = answer.headers.location;
    if (
      answer.statusCode >= 300 &&
      answer.statusCode < 400 &&
      typeof location === 'string' &&
      (options.maxRedirects ?? 0) > 0
    ) {
      await answer.body.dump({ limit: 0 }).catch(() => {});
      if (hopsLeft === 0) throw new OutboundRefused('too_many_redirects', url.origin);
      // 303 and the historic 301/302 turn a POST into a GET without its body, as browsers do.
      const keepsMethod = answer.statusCode === 307 || answer.statusCode === 308;
      const next = keepsMethod ? options : { ...options, method: 'GET' as const, body: undefined };
      return answerOf(new URL(location, url).href, next, hopsLeft - 1, signal);
    }
    return answer;
  }

  async function send(raw: string, options: OutboundRequest) {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const answer = await answerOf(raw, options, options.maxRedirects ?? 0, signal);
    const { body, truncated } = await readBounded(answer.body, options.maxResponseBytes);
    return { status: answer.statusCode, headers: answer.headers, body, truncated };
  }

  async function open(raw: string, options: OutboundDownload) {
    const answer = await answerOf(raw, options, options.maxRedirects ?? 0, options.signal);
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  }

  return { send, open, close: () => agent.close() };
}

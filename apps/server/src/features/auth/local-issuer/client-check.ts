import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../loopback.js';

/**
 * Headers that reverse proxies, CDNs and load balancers add to say whom they forward for. On a request
 * to the local issuer any of them means a machine other than this one may be behind it.
 */
const PROXY_HEADERS = new Set([
  'forwarded',
  'forwarded-for',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-originating-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'fastly-client-ip',
  'x-envoy-external-address',
  'x-azure-clientip',
  'x-appengine-user-ip',
]);
const isProxyHeader = (name: string) => PROXY_HEADERS.has(name) || name.startsWith('x-forwarded');

export interface LocalClientRule {
  /** PUBLIC_URL's host and port, as browsers send it in `Host`. */
  publicHost: string;
  /** UNSAFE_LOCAL_SIGN_IN: clients off this machine are let in too. */
  anyClient: boolean;
}

export type LocalClientRefusal =
  | { reason: 'proxy_header'; header: string }
  | { reason: 'host_mismatch' }
  | { reason: 'remote_client' };

/**
 * Why the local issuer must not answer this request, or null when it may. Judged on the socket and the
 * raw headers, whatever TRUST_PROXY says: a proxy on this machine would otherwise make every visitor
 * look local, and a Host other than PUBLIC_URL's is how a page elsewhere reaches it through DNS
 * rebinding.
 */
export function localClientRefusal(
  request: FastifyRequest,
  rule: LocalClientRule,
): LocalClientRefusal | null {
  const header = Object.keys(request.headers).find(isProxyHeader);
  if (header) return { reason: 'proxy_header', header };
  if (request.headers.host?.toLowerCase() !== rule.publicHost) return { reason: 'host_mismatch' };
  if (!rule.anyClient && !isLoopbackAddress(request.raw.socket.remoteAddress))
    return { reason: 'remote_client' };
  return null;
}

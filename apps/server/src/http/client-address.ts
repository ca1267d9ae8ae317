import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

type TrustProxy = Config['trustProxy'];

/**
 * The client address of a request Fastify does not route (a websocket upgrade), trusting the proxies
 * TRUST_PROXY names exactly as Fastify does for `request.ip`, so both count the same client.
 */
export function clientAddressReader(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trust =
    typeof trustProxy === 'function'
      ? trustProxy
      : typeof trustProxy === 'string'
        ? proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()))
        : () => trustProxy;
  return (request) => proxyAddr(request, trust);
}

/**
 * TRUST_PROXY=true believes any client's X-Forwarded-For, so every limit counted per address (sign-in,
 * API, live connections) can be dodged by sending a made-up one. Say so at start-up.
 */
export function warnOfTrustingEveryProxy(trustProxy: TrustProxy, log: FastifyBaseLogger) {
  if (trustProxy !== true) return;
  log.warn(
    'TRUST_PROXY=true takes the client address from X-Forwarded-For whoever sends it, so a client can ' +
      'pick its own address and escape the limits counted per address. Set TRUST_PROXY to the address of ' +
      'your proxy (for example 10.0.0.5 or 10.0.0.0/8) or to the number of proxies in front of Whispy.',
  );
}

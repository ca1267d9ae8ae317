import { authorizeChannel, type TPublicConfig } from '@whispy/contracts';
import type { Options } from 'pusher-js';
import { apiUrl } from '../../api/api-url';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../api/http-client';

/**
 * Spec §7: the server authorises each private channel; the answer is `{auth}` (and, from the built-in
 * server, the signed `channel_data` pusher-js passes on), without the envelope.
 */
export const CHANNEL_AUTH_ENDPOINT = apiUrl(authorizeChannel);

type ServerOptions = Omit<Options, 'cluster' | 'channelAuthorization'>;
type PageLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

// Read on every authorisation: the XSRF cookie may have been renewed since the socket opened.
function authHeaders(): Record<string, string> {
  const xsrf = readCookie(XSRF_COOKIE);
  return { 'X-Requested-With': 'XMLHttpRequest', ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) };
}

// A Pusher-protocol server of our own speaks websockets only: no HTTP fallbacks, no Pusher stats collector.
function ownServer(host: string, port: number | undefined, secure: boolean): ServerOptions {
  return {
    wsHost: host,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
  };
}

/**
 * pusher-js options for the configured live service: the server's own endpoint on the page's host and port,
 * another Pusher-protocol server at `ws_host`, or hosted Pusher by cluster.
 */
export function pusherOptions(pusher: TPublicConfig['pusher'], page: PageLocation): Options {
  const channelAuthorization = {
    endpoint: CHANNEL_AUTH_ENDPOINT,
    transport: 'ajax' as const,
    headersProvider: authHeaders,
  };
  const secure = page.protocol === 'https:';
  const server = pusher.built_in
    ? ownServer(page.hostname, Number(page.port) || (secure ? 443 : 80), secure)
    : pusher.ws_host
      ? ownServer(pusher.ws_host, pusher.ws_port ?? undefined, pusher.force_tls)
      : { forceTLS: pusher.force_tls };
  return { ...server, cluster: pusher.cluster, channelAuthorization };
}

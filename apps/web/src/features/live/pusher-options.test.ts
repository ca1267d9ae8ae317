import { makePublicConfig } from '../../test/config-fixture';
import { pusherOptions } from './pusher-options';

const { pusher: builtIn } = makePublicConfig();
const page = (protocol: string, port: string) => ({ protocol, port, hostname: 'whispy.test' });

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real life; the test plays its part.
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('pusher options', () => {
  it("built in: the page's own host and port, TLS when the page has it", () => {
    expect(pusherOptions(builtIn, page('http:', '5173'))).toMatchObject({
      wsHost: 'whispy.test',
      wsPort: 5173,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
    expect(pusherOptions(builtIn, page('https:', ''))).toMatchObject({ wssPort: 443, forceTLS: true });
    expect(pusherOptions(builtIn, page('http:', ''))).toMatchObject({ wsPort: 80 });
  });

  it('another Pusher-protocol server at the configured host and port', () => {
    const soketi = {
      ...builtIn,
      built_in: false,
      ws_host: 'live.example.com',
      ws_port: 6001,
      force_tls: true,
    };
    expect(pusherOptions(soketi, page('http:', '5173'))).toMatchObject({
      wsHost: 'live.example.com',
      wssPort: 6001,
      forceTLS: true,
    });
  });

  it('hosted Pusher by cluster only', () => {
    const hosted = { ...builtIn, built_in: false, cluster: 'us2', force_tls: true };
    const options = pusherOptions(hosted, page('https:', ''));
    expect(options).toMatchObject({ cluster: 'us2', forceTLS: true });
    expect(options.wsHost).toBeUndefined();
  });

  it('authorises channels at broadcasting/auth with the current XSRF token', () => {
    const auth = pusherOptions(builtIn, page('http:', '5173')).channelAuthorization;
    if (!auth || !('endpoint' in auth)) throw new Error('expected the ajax authoriser');
    expect(auth.endpoint).toBe('/api/broadcasting/auth');
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real life; the test plays its part.
    document.cookie = 'XSRF-TOKEN=token-2';
    expect(auth.headersProvider?.()).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': 'token-2',
    });
  });
});

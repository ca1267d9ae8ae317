import {
  downloadTranscript,
  getPlanPrices,
  getTranscription,
  manageSubscription,
  revokeAccessToken,
} from '@whispy/contracts';
import { apiUrl } from './api-url';

/** What a browser makes of the link: the path it asks for, after its own normalisation of `.` and `..`. */
const requestedPath = (href: string) => new URL(href, 'https://whispy.test').pathname;

describe('route addresses', () => {
  it('fills path parameters into the declared path, under /api', () => {
    expect(apiUrl(getTranscription.public_transcriptions, { params: { id: '01J0ABC' } })).toBe(
      '/api/public_transcriptions/01J0ABC',
    );
    expect(apiUrl(manageSubscription)).toBe('/api/subscription/edit');
  });

  it('keeps an id with slashes and dot segments inside its one segment', () => {
    const href = apiUrl(getTranscription.transcriptions, { params: { id: '../../tokens' } });
    expect(href).toBe('/api/transcriptions/..%2F..%2Ftokens');
    expect(requestedPath(href)).toBe('/api/transcriptions/..%2F..%2Ftokens');
  });

  it('encodes an already encoded id again, so the server reads back exactly what was given', () => {
    const href = apiUrl(revokeAccessToken, { params: { id: 'a%2Fb%2e%2e' } });
    expect(href).toBe('/api/tokens/a%252Fb%252e%252e');
    expect(decodeURIComponent(href.split('/').at(-1) ?? '')).toBe('a%2Fb%2e%2e');
  });

  it('keeps a query or fragment in an id from becoming the query or fragment of the request', () => {
    const href = apiUrl(downloadTranscript.transcriptions, {
      params: { id: 'x?format=pdf#top' },
      query: { format: 'srt' },
    });
    expect(href).toBe('/api/transcriptions/x%3Fformat%3Dpdf%23top/download?format=srt');
    const url = new URL(href, 'https://whispy.test');
    expect(url.searchParams.get('format')).toBe('srt');
    expect(url.hash).toBe('');
  });

  it('encodes unicode as UTF-8, which the server decodes back', () => {
    const href = apiUrl(getPlanPrices, { params: { product: 'プラン é' } });
    expect(href).toBe('/api/subscription/prices/%E3%83%97%E3%83%A9%E3%83%B3%20%C3%A9');
    expect(decodeURIComponent(href.slice('/api/subscription/prices/'.length))).toBe('プラン é');
  });

  it('refuses an id that any URL parser would turn into another path: empty, "." and ".."', () => {
    for (const id of ['', '.', '..']) {
      expect(() => apiUrl(getTranscription.transcriptions, { params: { id } })).toThrow(TypeError);
    }
  });

  it('refuses a missing path parameter instead of sending ":id"', () => {
    expect(() => apiUrl(getTranscription.transcriptions, { params: {} as { id: string } })).toThrow(
      'Missing path parameter "id"',
    );
  });

  it('serialises the query, leaving out what is unset, flags as true/false', () => {
    expect(
      apiUrl(downloadTranscript.transcriptions, {
        params: { id: 't1' },
        query: { format: 'txt', timestamps: false, speakers: undefined },
      }),
    ).toBe('/api/transcriptions/t1/download?format=txt&timestamps=false');
  });
});

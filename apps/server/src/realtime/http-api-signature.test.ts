import { describe, expect, it } from 'vitest';
import { httpApiRequestProblem, httpApiSignature } from './http-api-signature.js';

// The worked example of Pusher's "HTTP API reference" (Generating authentication signatures).
const app = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
const signedAt = 1353088179;
const query = {
  auth_key: app.key,
  auth_timestamp: String(signedAt),
  auth_version: '1.0',
  body_md5: 'ec365a775a4cd0599faeb73354201b6f',
  auth_signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
};
const request = { method: 'POST', path: '/apps/3/events', query, body };
const atSigning = signedAt * 1000;

describe('HTTP API request signing', () => {
  it("signs exactly as Pusher's documentation does", () => {
    expect(httpApiSignature(app.secret, 'POST', '/apps/3/events', query)).toBe(query.auth_signature);
  });

  it('accepts the documented request when it is fresh', () => {
    expect(httpApiRequestProblem(app, request, atSigning + 30_000)).toBeNull();
  });

  it('refuses a tampered body, path, key or signature, and a stale timestamp', () => {
    expect(httpApiRequestProblem(app, { ...request, body: body.replace('foo', 'bar') }, atSigning)).toMatch(
      /body_md5/,
    );
    expect(httpApiRequestProblem(app, { ...request, path: '/apps/4/events' }, atSigning)).toMatch(
      /signature/,
    );
    expect(httpApiRequestProblem({ ...app, key: 'other' }, request, atSigning)).toMatch(/auth_key/);
    expect(
      httpApiRequestProblem(
        app,
        { ...request, query: { ...query, auth_signature: '0'.repeat(64) } },
        atSigning,
      ),
    ).toMatch(/signature/);
    expect(httpApiRequestProblem(app, request, atSigning + 601_000)).toMatch(/auth_timestamp/);
  });
});

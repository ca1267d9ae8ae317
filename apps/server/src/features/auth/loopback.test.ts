import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback.js';

describe('loopback', () => {
  it.each(['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    'takes %s for a loopback address',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.1',
    '128.0.0.1',
    '::ffff:10.0.0.1',
    '203.0.113.7',
    'localhost',
    '',
    undefined,
  ])('does not take %s for a loopback address', (address) => expect(isLoopbackAddress(address)).toBe(false));

  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '::1', '[::1]'])('takes host %s for this machine', (host) =>
    expect(isLoopbackHost(host)).toBe(true),
  );

  // A name that merely starts like localhost, or resolves there only by someone's DNS, is not trusted.
  it.each(['0.0.0.0', '::', 'whispy.example', 'localhost.example.com', 'app.localhost', '127.0.0.1.nip.io'])(
    'does not take host %s for this machine',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

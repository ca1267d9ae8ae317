import { describe, expect, it } from 'vitest';
import { addressPolicy, parseOutboundAllow } from './address-policy.js';

describe('the address policy', () => {
  const closed = addressPolicy([]);

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:0:7f00:1', 'loopback'],
    // IPv4-compatible (deprecated, RFC 4291), which some stacks still route to the IPv4 address.
    ['::7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::a9fe:a9fe', 'link-local'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
  ])('refuses %s (%s)', (address, range) => {
    expect(closed.refusal(address)).toBe(range);
  });

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '::ffff:93.184.215.14', '172.32.0.1'])(
    'lets public %s through',
    (address) => {
      expect(closed.refusal(address)).toBeNull();
    },
  );

  it('refuses what is not an address at all', () => {
    expect(closed.refusal('localhost')).toBe('not_an_address');
    expect(closed.refusal('2130706433')).toBe('not_an_address');
  });

  it('opens a named range or a CIDR the operator allows, and nothing else', () => {
    const policy = addressPolicy(parseOutboundAllow('loopback, 10.1.0.0/16'));
    expect(policy.refusal('127.0.0.1')).toBeNull();
    expect(policy.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(policy.refusal('10.1.9.9')).toBeNull();
    expect(policy.refusal('10.2.0.1')).toBe('private');
    expect(policy.refusal('169.254.169.254')).toBe('link-local');
  });

  it.each(['everything', '10.0.0.0/33', '10.0.0.0', 'fe80::/129', '10.0.0.0/8/1', '*'])(
    'stops at start-up on OUTBOUND_ALLOW=%s',
    (text) => {
      expect(() => parseOutboundAllow(text)).toThrow(/OUTBOUND_ALLOW/);
    },
  );
});

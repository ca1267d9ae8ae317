import { BlockList, isIP } from 'node:net';

/**
 * Address ranges an outbound request may not reach unless the operator allows them: the server's own
 * machine, its networks, the cloud's metadata service and addresses that are nobody's (ADR 031).
 * Grouped by name so that `OUTBOUND_ALLOW=loopback` opens one group without a CIDR to remember.
 */
const REFUSED_RANGES = {
  unspecified: ['0.0.0.0/8', '::/128'],
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7', 'fec0::/10'],
  'link-local': ['169.254.0.0/16', 'fe80::/10'],
  cgnat: ['100.64.0.0/10'],
  multicast: ['224.0.0.0/4', 'ff00::/8'],
  // Protocol assignments, documentation, benchmarking and reserved space, the broadcast address, and the
  // IPv6 prefixes that embed an IPv4 address (NAT64, 6to4) and could carry any of the above.
  reserved: [
    '192.0.0.0/24',
    '192.0.2.0/24',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '240.0.0.0/4',
    '64:ff9b::/96',
    '64:ff9b:1::/48',
    '100::/64',
    '2001:db8::/32',
    '2002::/16',
  ],
} as const;

export type RangeName = keyof typeof REFUSED_RANGES;
export const RANGE_NAMES = Object.keys(REFUSED_RANGES) as RangeName[];

/** Which addresses outbound requests may reach. */
export interface AddressPolicy {
  /** Null when the address may be reached; otherwise the name of the range that refuses it. */
  refusal(address: string): RangeName | 'not_an_address' | null;
}

function addCidr(list: BlockList, cidr: string) {
  const [network = '', bits] = cidr.split('/');
  const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
  list.addSubnet(network, Number(bits), family);
}

/**
 * An IPv6 address that embeds an IPv4 one as that IPv4 address: IPv4-mapped (`::ffff:127.0.0.1`,
 * `::ffff:7f00:1`) and IPv4-compatible (`::7f00:1`, deprecated but still routed so by some stacks). `::`
 * and `::1` embed nothing and stay as they are.
 */
function unmapped(address: string): string {
  const match = /^::(?:ffff:(?:0:)?)?(.+)$/i.exec(address);
  if (!match?.[1]) return address;
  const rest = match[1];
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex?.[1] || !hex[2]) return address;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Reads `OUTBOUND_ALLOW`: a comma-separated list of range names (`loopback`, `private`, …) and CIDRs
 * (`10.1.2.0/24`) the operator lets outbound requests reach. Throws on anything else, so a typo stops
 * the server at start-up rather than leaving the guard tighter or looser than meant.
 */
export function parseOutboundAllow(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (RANGE_NAMES.includes(entry as RangeName)) continue;
    const [network = '', bits, extra] = entry.split('/');
    const family = isIP(network);
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || !/^\d{1,3}$/.test(bits ?? '') || Number(bits) > max)
      throw new Error(
        `OUTBOUND_ALLOW: "${entry}" is neither a range name (${RANGE_NAMES.join(', ')}) nor a CIDR`,
      );
  }
  return entries;
}

/** The policy: every refused range except those named in `allow` (range names and CIDRs). */
export function addressPolicy(allow: readonly string[]): AddressPolicy {
  const refused = new Map<RangeName, BlockList>();
  for (const name of RANGE_NAMES) {
    if (allow.includes(name)) continue;
    const list = new BlockList();
    for (const cidr of REFUSED_RANGES[name]) addCidr(list, cidr);
    refused.set(name, list);
  }
  const allowed = new BlockList();
  for (const entry of allow) if (entry.includes('/')) addCidr(allowed, entry);

  return {
    refusal(raw) {
      const address = unmapped(raw.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
      const family = isIP(address);
      if (!family) return 'not_an_address';
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (allowed.check(address, type)) return null;
      for (const [name, list] of refused) if (list.check(address, type)) return name;
      return null;
    },
  };
}

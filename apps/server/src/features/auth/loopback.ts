import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, in any spelling, including IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const version = address ? isIP(address) : 0;
  if (version === 0) return false;
  return loopback.check(address!, version === 4 ? 'ipv4' : 'ipv6');
}

/** A host that can only mean this machine: `localhost` or a loopback address, bracketed as in URLs or not. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || isLoopbackAddress(bare);
}

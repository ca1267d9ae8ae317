import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { clientAddressReader, warnOfTrustingEveryProxy } from './client-address.js';

const dataDir = mkdtempSync(join(tmpdir(), 'whispy-client-address-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const trustProxyOf = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;

/** An upgrade request from `peer` that says it was forwarded for `forwardedFor`. */
const requestFrom = (peer: string, forwardedFor: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('the client address of a websocket upgrade', () => {
  it.each([
    ['false', '10.0.0.5', '10.0.0.5'],
    // Every hop believed: the first address of the header, which the client itself wrote.
    ['true', '10.0.0.5', '203.0.113.9'],
    ['10.0.0.5', '10.0.0.5', '198.51.100.2'],
    ['10.0.0.0/8, 192.168.0.1', '10.0.0.5', '198.51.100.2'],
    ['10.0.0.5', '203.0.113.66', '203.0.113.66'],
    ['1', '10.0.0.5', '198.51.100.2'],
  ])('TRUST_PROXY=%s, from %s: %s', (trust, peer, expected) => {
    const addressOf = clientAddressReader(trustProxyOf(trust));
    expect(addressOf(requestFrom(peer, '203.0.113.9, 198.51.100.2'))).toBe(expected);
  });
});

describe('TRUST_PROXY at start-up', () => {
  const warningsFor = (trust: string) => {
    const lines: { msg: string }[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    warnOfTrustingEveryProxy(trustProxyOf(trust), log);
    return lines.map((line) => line.msg);
  };

  it('warns that trusting every proxy lets a client pick its own address', () => {
    expect(warningsFor('true')).toEqual([expect.stringMatching(/^TRUST_PROXY=true .* escape the limits/)]);
  });

  it.each(['false', '10.0.0.5', '1'])('says nothing of TRUST_PROXY=%s', (trust) => {
    expect(warningsFor(trust)).toEqual([]);
  });
});

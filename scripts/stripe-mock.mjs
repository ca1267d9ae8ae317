#!/usr/bin/env node
// Stripe's own API mock (stripe-mock) for tests and local billing runs:
//   node scripts/stripe-mock.mjs install           builds it into .cache/bin (once per machine)
//   node scripts/stripe-mock.mjs                   prints its STRIPE_* settings, stops on Ctrl-C
//   node scripts/stripe-mock.mjs -- <command…>     runs the command with STRIPE_* set, then stops
// stripe-mock checks each request against Stripe's OpenAPI description and answers with fixture objects
// (fixed ids and URLs); it sends no webhooks, so tests sign their own with the SDK's test helper.
// Building needs Go.
import { fileURLToPath } from 'node:url';
import { installGoTool } from './lib/go-tool.mjs';
import { serveFromCommandLine, startThrowawayServer } from './lib/throwaway-server.mjs';

/** Any key in Stripe's test-key shape will do: stripe-mock accepts every one. */
const secretKey = 'sk_test_whispy';

/** The mock binary, built with `go install` the first time; concurrent callers wait for one build. */
export function installStripeMock() {
  return installGoTool({
    goPackage: 'github.com/stripe/stripe-mock',
    version: 'v0.203.0',
    command: 'stripe-mock',
    purpose: 'the Stripe API mock',
  });
}

const urlAt = (port) => `http://127.0.0.1:${port}`;

/** Starts stripe-mock (HTTP only); resolves once it answers. `stop()` ends it. */
export async function startStripeMock() {
  const executable = await installStripeMock();
  const { port, stop } = await startThrowawayServer({
    name: 'stripe-mock',
    command: executable,
    // Given only -http-addr, stripe-mock serves HTTPS as well, on $PORT or else 12112 on every interface: it
    // would take the port meant for the command it wraps, or collide with a mock beside it. A free loopback
    // port keeps it out of the way.
    args: ({ port }) => ['-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:0'],
    tempPrefix: 'whispy-stripe-',
    answers: answersHttp,
    silence: 'no HTTP answer',
    readyTimeoutMs: 20_000,
  });
  return { url: urlAt(port), secretKey, stop };
}

async function answersHttp(port) {
  try {
    // Any answer will do: a request without a key is refused with 401 once the mock is up.
    await fetch(`${urlAt(port)}/v1/customers`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** The mock's settings as Whispy's STRIPE_* environment, less the webhook secret and product, which are ours. */
function stripeEnv(mock) {
  return { STRIPE_API_URL: mock.url, STRIPE_SECRET_KEY: mock.secretKey };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'install') {
    console.log(await installStripeMock());
  } else {
    await serveFromCommandLine({
      start: startStripeMock,
      settings: (mock) => Object.entries(stripeEnv(mock)).map(([name, value]) => `${name}=${value}`),
      env: stripeEnv,
      ready: (mock) => `stripe-mock.mjs: Stripe API mock ready at ${mock.url}`,
    });
  }
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '@whispy/server/app';
import { type Config, loadConfig } from '@whispy/server/config';
import type { Database } from '@whispy/server/db/database';
import { loggerOptions } from '@whispy/server/logging/logger-options';
import type { DestinationStream } from 'pino';
import { openFreshDatabase } from './database.js';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface TestServer {
  app: App;
  config: Config;
  database: Database;
  /** Base URL of the listening server (also its PUBLIC_URL). */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Opens the app's database; `dataDir` is the server's own DATA_DIR, where an on-disk PGlite would live. */
export type OpenTestDatabase = (dataDir: string) => Promise<Database>;

export interface TestServerOptions {
  /** Where the app's log lines go, with the production logger options, at LOG_LEVEL (silent unless set). */
  logStream?: DestinationStream;
}

/**
 * The real app with its own DATA_DIR, ready for `inject`, on a fresh database unless `openTestDatabase` opens
 * another. `env` overrides the environment (e.g. Turnstile settings). Pass `port` when it will listen: the
 * local issuer's URLs derive from PUBLIC_URL.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  port = 8080,
  openTestDatabase: OpenTestDatabase = openFreshDatabase,
  { logStream }: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'whispy-test-'));
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase(dataDir);
  const logger = logStream && { ...loggerOptions(config), stream: logStream };
  const app = await buildApp({ config, database, logger });
  return {
    app,
    config,
    database,
    url,
    dataDir,
    close: async () => {
      // Now and then, on a loaded machine, Node does not count a connection whose answer went out as idle,
      // and the close waits for Fastify's 72 s keep-alive timeout. Whatever a test left open is cut once
      // the close has been under way for two seconds.
      const cut = setTimeout(() => app.server.closeAllConnections(), 2000);
      await app.close();
      clearTimeout(cut);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same on a real loopback port, so tests can sign in through the local issuer as a browser does. */
export async function startTestServer(
  env: Record<string, string> = {},
  openTestDatabase?: OpenTestDatabase,
  options?: TestServerOptions,
): Promise<TestServer> {
  const port = await freePort();
  const server = await buildTestApp(env, port, openTestDatabase, options);
  await server.app.listen({ port, host: '127.0.0.1' });
  return server;
}

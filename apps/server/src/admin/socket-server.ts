import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { AdminInputError } from './admin-result.js';
import { runAdminCommand } from './commands.js';

const MAX_BODY = 64 * 1024;

function readBody(request: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) request.destroy(new Error('admin request too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * The embedded database admits one process, so while the server runs the CLI hands its commands to
 * the server through this socket. Only the socket's owner may connect (mode 0600, in DATA_DIR 0700):
 * filesystem permissions are the authentication.
 */
export async function startAdminSocket(config: Config, db: Db, log: FastifyBaseLogger): Promise<Server> {
  const path = config.adminSocket;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // The caller has checked that no server answers on it, so a leftover file is from a crash.
  rmSync(path, { force: true });
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      const result = await runAdminCommand(db, config, JSON.parse(await readBody(request)));
      log.info({ notes: result.notes }, 'admin command done');
      reply(200, result);
    } catch (error) {
      if (error instanceof ZodError || error instanceof SyntaxError || error instanceof AdminInputError)
        return reply(400, { error: error.message });
      log.error({ err: error }, 'admin command failed');
      reply(500, { error: 'The admin command failed; see the server log.' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return server;
}

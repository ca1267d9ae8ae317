import { request } from 'node:http';
import type { AdminResult, TAdminCommand } from './commands.js';

/** Thrown when a running server refused or failed the command. */
export class AdminCommandError extends Error {}

/**
 * Sends a command to the running server. Resolves null when no server listens on the socket (absent,
 * or a stale file after a crash), so the caller can open the database itself.
 */
export function sendAdminCommand(socketPath: string, command: TAdminCommand): Promise<AdminResult | null> {
  return new Promise((resolve, reject) => {
    const call = request({
      socketPath,
      path: '/',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    call.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        const answer = JSON.parse(body);
        if (response.statusCode === 200) resolve(answer as AdminResult);
        else reject(new AdminCommandError(answer.error ?? `admin socket answered ${response.statusCode}`));
      });
    });
    call.end(JSON.stringify(command));
  });
}

/** True when a server already answers on the socket. */
export function adminSocketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const call = request({ socketPath, path: '/', method: 'GET' });
    call.on('error', () => resolve(false));
    call.on('response', (response) => {
      response.resume();
      resolve(true);
    });
    call.end();
  });
}

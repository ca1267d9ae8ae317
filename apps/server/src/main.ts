import { join } from 'node:path';
import { adminSocketAnswers } from './admin/socket-client.js';
import { startAdminSocket } from './admin/socket-server.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { loggerOptions } from './logging/logger-options.js';

const config = loadConfig();
const embedded = !config.databaseUrl;
if (embedded && (await adminSocketAnswers(config.adminSocket))) {
  process.stderr.write(`Another Whispy server is already using ${config.dataDir}; stop it first.\n`);
  process.exit(1);
}

const database = await openDatabase(
  embedded ? { dir: join(config.dataDir, 'db') } : { url: config.databaseUrl! },
);
const logger = process.stdout.isTTY
  ? { ...loggerOptions(config), transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
  : loggerOptions(config);
const app = await buildApp({ config, database, logger });
await app.listen({ port: config.port, host: config.host });
const adminSocket = embedded ? await startAdminSocket(config, database.db, app.log) : null;
app.log.info(`Whispy is ready at ${config.publicUrl}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    app.log.warn('second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  adminSocket?.close();
  // Stops accepting, waits for in-flight requests, then closes the database (the db plugin's onClose).
  await app.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { addressPolicy, outboundHttp } from '../../outbound/index.js';
import type { Transcriptions } from '../transcriptions/index.js';
import { importLink, importLinkJob } from './job.js';

/** Downloads at once per process: each mostly waits on the network, and each holds a file on local disk. */
const CONCURRENT_DOWNLOADS = 4;

/**
 * Runs link imports from this process's queue through the outbound guard, over http and https. Servers
 * take them, and so does `npm run worker` (ADR 035): with Redis, whichever process is free takes the next.
 */
export function importLinks(transcriptions: Transcriptions, config: Pick<Config, 'outbound'>) {
  const http = outboundHttp({ policy: addressPolicy(config.outbound.allow), schemes: ['https:', 'http:'] });
  transcriptions.queue.work(importLinkJob, importLink({ transcriptions, http }), {
    concurrency: CONCURRENT_DOWNLOADS,
  });
  return { close: () => http.close() };
}

/** Link imports of a server process; the outbound connections close after the queue has stopped. */
export const linkImportsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const imports = importLinks(app.transcriptions, config);
    app.addHook('onClose', () => imports.close());
  },
  { name: 'link-imports', dependencies: ['database', 'transcriptions'] },
);

import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { smtpMailer } from '../../mail/index.js';
import { deliverEmailNotices } from './sender.js';

/** Email notices of a server process: delivered by jobs, from any process, when a relay is set. */
export const emailNoticesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    deliverEmailNotices(
      app.transcriptions.queue,
      { db: app.db, publicUrl: config.publicUrl, log: app.log },
      config.mail && smtpMailer(config.mail),
    );
  },
  { name: 'email-notices', dependencies: ['database', 'transcriptions'] },
);

import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { smtpMailer } from '../../mail/index.js';
import { addressPolicy, outboundHttp } from '../../outbound/index.js';
import type { JobQueue, QueueLogger } from '../../queue/index.js';
import type { NotifyWorkspace } from '../../realtime/index.js';
import { noticeJob } from '../notices/index.js';
import { DELIVERY_WORKERS, deliverWebhook, deliverWebhookJob } from './delivery.js';
import { emailOwnersOfDisabled } from './disabled-email.js';
import { fanOutWebhooks, resumeWebhookDeliveries, WEBHOOK_NOTICES } from './events.js';

/**
 * Delivers webhooks from this process's queue (server or `npm run worker`): the fan-out of finished
 * transcriptions and each delivery, through the outbound guard. Queues what a previous run left pending.
 */
export async function deliverWebhooks(
  queue: JobQueue,
  { db, publicUrl, log, notify }: { db: Db; publicUrl: string; log: QueueLogger; notify: NotifyWorkspace },
  config: Pick<Config, 'outbound' | 'webhooks' | 'mail'>,
) {
  const http = outboundHttp({
    policy: addressPolicy(config.outbound.allow),
    schemes: config.webhooks.allowHttp ? ['https:', 'http:'] : ['https:'],
  });
  const mailer = config.mail && smtpMailer(config.mail);
  const job = deliverWebhookJob(config.webhooks.retryDelayMs);
  const parts = { db, queue, publicUrl, log, job };
  queue.work(noticeJob(WEBHOOK_NOTICES), fanOutWebhooks(parts), { concurrency: 2 });
  queue.work(
    job,
    deliverWebhook({
      db,
      http,
      log,
      onDisabled: async (endpoint) => {
        // In the app for whoever manages webhooks and has it open; by email for the owners who do not. The
        // workspace's channel reaches every member, so it names the endpoint by id only: its URL may carry
        // a receiver's token, which only owners and admins may read.
        await notify(endpoint.workspaceId, { notification: 'webhook.disabled', id: endpoint.id });
        if (mailer) await emailOwnersOfDisabled(db, mailer, publicUrl, endpoint);
      },
    }),
    { concurrency: DELIVERY_WORKERS },
  );
  await resumeWebhookDeliveries(parts);
  return { close: () => http.close() };
}

/** Webhooks of a server process; the outbound connections close after the queue has stopped. */
export const webhooksPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const delivery = await deliverWebhooks(
      app.transcriptions.queue,
      { db: app.db, publicUrl: config.publicUrl, log: app.log, notify: app.transcriptions.notify },
      config,
    );
    app.addHook('onClose', () => delivery.close());
  },
  { name: 'webhooks', dependencies: ['database', 'transcriptions'] },
);

import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { callerIdsOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { deliverWebhookJob } from './delivery.js';
import { sendTestWebhook } from './events.js';
import { findDelivery } from './repo.js';
import {
  createWebhook,
  deleteWebhook,
  deliveryToContract,
  listWebhooks,
  managedEndpoint,
  rotateWebhookSecret,
  updateWebhook,
  type WebhookActor,
  webhookDeliveries,
} from './service.js';

const tags = ['webhooks'];
const managersOnly = 'The caller is a member, not an owner or admin';
const foreign = 'The caller does not belong to the workspace';
const missing = `${foreign}, or no such webhook`;

/** A workspace's webhook endpoints, their secrets, tests and delivery log (owners and admins; ADR 031). */
export const webhookRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const { db } = app;
  const actor = (request: FastifyRequest<{ Params: { id: string } }>): WebhookActor => ({
    workspaceId: request.params.id,
    userId: callerIdsOf(request).userId,
    allowHttp: config.webhooks.allowHttp,
  });

  serve(app, contract.listWebhooks, {
    tags,
    summary: "The workspace's webhook endpoints (never their secrets)",
    refusals: { 403: managersOnly, 404: foreign },
    handler: async (request) => ({ result: await listWebhooks(db, actor(request)) }),
  });

  serve(app, contract.createWebhook, {
    tags,
    summary: 'Add an endpoint; its signing secret (Standard Webhooks `whsec_…`) is in this answer only',
    description: `A workspace holds at most ${contract.WEBHOOK_LIMITS.endpoints} endpoints. Deliveries are signed as the Standard Webhooks specification says (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`).`,
    refusals: { 403: managersOnly, 404: foreign, 409: 'The workspace holds as many endpoints as it may' },
    handler: async (request) => ({
      result: await createWebhook(db, actor(request), request.body),
      message: request.t('webhooks.created'),
    }),
  });

  serve(app, contract.updateWebhook, {
    tags,
    summary: 'Change the URL or events, or switch the endpoint on (its failures forgotten) or off',
    refusals: { 403: managersOnly, 404: missing },
    handler: async (request) => ({
      result: await updateWebhook(db, actor(request), request.params.webhookId, request.body),
      message: request.t('webhooks.updated'),
    }),
  });

  serve(app, contract.deleteWebhook, {
    tags,
    summary: 'Delete an endpoint and its delivery log',
    answered: 'Deleted',
    refusals: { 403: managersOnly, 404: missing },
    handler: async (request) => {
      await deleteWebhook(db, actor(request), request.params.webhookId);
    },
  });

  serve(app, contract.rotateWebhookSecret, {
    tags,
    summary: 'Replace the signing secret at once; the new one is in this answer only',
    refusals: { 403: managersOnly, 404: missing },
    handler: async (request) => ({
      result: await rotateWebhookSecret(db, actor(request), request.params.webhookId),
    }),
  });

  serve(app, contract.testWebhook, {
    tags,
    summary: 'Send a `webhook.test` message now, even to a switched-off endpoint; the log shows its outcome',
    refusals: { 403: managersOnly, 404: missing },
    handler: async (request) => {
      const endpoint = await managedEndpoint(db, actor(request), request.params.webhookId);
      const parts = {
        db,
        queue: app.transcriptions.queue,
        publicUrl: config.publicUrl,
        log: request.log,
        job: deliverWebhookJob(config.webhooks.retryDelayMs),
      };
      const found = await findDelivery(db, await sendTestWebhook(parts, endpoint));
      return { result: deliveryToContract(found!.delivery), message: request.t('webhooks.test_queued') };
    },
  });

  serve(app, contract.listWebhookDeliveries, {
    tags,
    summary: `The endpoint's last ${contract.WEBHOOK_LIMITS.logLength} deliveries, newest first, with the receiver's answers`,
    refusals: { 403: managersOnly, 404: missing },
    handler: async (request) => ({
      result: await webhookDeliveries(db, actor(request), request.params.webhookId),
    }),
  });
};

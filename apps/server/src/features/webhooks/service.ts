import {
  type TCreateWebhook,
  type TUpdateWebhook,
  type TWebhook,
  type TWebhookDelivery,
  type TWebhookWithSecret,
  WEBHOOK_LIMITS,
} from '@whispy/contracts';
import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { invalidInput, Refusal } from '../../domain/refusal.js';
import { requireManager } from '../../domain/workspace-roles.js';
import { requireRole } from '../workspaces/index.js';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
} from './repo.js';
import { newWebhookSecret } from './signature.js';

/** Who acts on which workspace's webhooks; only its owners and admins may (ADR 031). */
export interface WebhookActor {
  workspaceId: string;
  userId: string;
  /** Whether endpoints may be plain http:// on this server. */
  allowHttp: boolean;
}

const toContract = (row: EndpointRow): TWebhook => ({
  id: row.id,
  url: row.url,
  events: row.events as TWebhook['events'],
  enabled: row.disabledReason === null,
  disabled_reason: row.disabledReason,
  consecutive_failures: row.consecutiveFailures,
  created_at: row.createdAt.toISOString(),
});

export const deliveryToContract = (row: DeliveryRow): TWebhookDelivery => ({
  id: row.id,
  event: row.event as TWebhookDelivery['event'],
  state: row.state,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  response_status: row.responseStatus,
  duration_ms: row.durationMs,
  response_excerpt: row.responseExcerpt,
  failure: row.failure,
});

/** A manager of the workspace: anyone else gets 404 (outsider) or 403 (member). */
async function requireWebhookManager(db: Db, { workspaceId, userId }: WebhookActor) {
  requireManager(await requireRole(db, workspaceId, userId));
}

async function endpointOf(db: Db, actor: WebhookActor, id: string) {
  await requireWebhookManager(db, actor);
  const row = await findEndpoint(db, actor.workspaceId, id);
  if (!row) throw new Refusal('not_found', 'webhooks.not_found');
  return row;
}

/** Plain http:// leaks every delivery on the way, so only an operator can allow it. */
function checkScheme(url: string | undefined, allowHttp: boolean) {
  if (url?.startsWith('http:') && !allowHttp) throw invalidInput({ url: [{ id: 'webhooks.https_only' }] });
}

export async function listWebhooks(db: Db, actor: WebhookActor): Promise<TWebhook[]> {
  await requireWebhookManager(db, actor);
  return (await listEndpoints(db, actor.workspaceId)).map(toContract);
}

/** Creates an endpoint with a new secret; the answer is the only time the secret is shown (and at rotation). */
export async function createWebhook(
  db: Db,
  actor: WebhookActor,
  input: TCreateWebhook,
): Promise<TWebhookWithSecret> {
  await requireWebhookManager(db, actor);
  checkScheme(input.url, actor.allowHttp);
  if ((await countEndpoints(db, actor.workspaceId)) >= WEBHOOK_LIMITS.endpoints)
    throw new Refusal('conflict', { id: 'webhooks.too_many', params: { count: WEBHOOK_LIMITS.endpoints } });
  const row = await insertEndpoint(db, {
    id: ulid(),
    workspaceId: actor.workspaceId,
    url: input.url,
    events: [...new Set(input.events)],
    secret: newWebhookSecret(),
  });
  return { ...toContract(row), secret: row.secret };
}

/** Changes the URL or events, or switches the endpoint on (its failures forgotten) or off. */
export async function updateWebhook(
  db: Db,
  actor: WebhookActor,
  id: string,
  input: TUpdateWebhook,
): Promise<TWebhook> {
  const row = await endpointOf(db, actor, id);
  checkScheme(input.url, actor.allowHttp);
  const switched =
    input.enabled === undefined
      ? {}
      : input.enabled
        ? { disabledReason: null, consecutiveFailures: 0 }
        : { disabledReason: row.disabledReason ?? ('manual' as const) };
  const updated = await updateEndpoint(db, actor.workspaceId, id, {
    ...(input.url && { url: input.url }),
    ...(input.events && { events: [...new Set(input.events)] }),
    ...switched,
  });
  if (!updated) throw new Refusal('not_found', 'webhooks.not_found');
  return toContract(updated);
}

export async function deleteWebhook(db: Db, actor: WebhookActor, id: string) {
  await endpointOf(db, actor, id);
  await deleteEndpoint(db, actor.workspaceId, id);
}

/** A new secret at once: deliveries from now on are signed with it, the old one is forgotten. */
export async function rotateWebhookSecret(
  db: Db,
  actor: WebhookActor,
  id: string,
): Promise<TWebhookWithSecret> {
  await endpointOf(db, actor, id);
  const updated = await updateEndpoint(db, actor.workspaceId, id, { secret: newWebhookSecret() });
  if (!updated) throw new Refusal('not_found', 'webhooks.not_found');
  return { ...toContract(updated), secret: updated.secret };
}

export async function webhookDeliveries(
  db: Db,
  actor: WebhookActor,
  id: string,
): Promise<TWebhookDelivery[]> {
  await endpointOf(db, actor, id);
  return (await listDeliveries(db, id, WEBHOOK_LIMITS.logLength)).map(deliveryToContract);
}

/** The endpoint, checked to be the actor's to manage (for the "send test" button). */
export const managedEndpoint = endpointOf;

import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { auditEvents } from '../../db/schema.js';

export interface AuditEvent {
  actor: 'admin' | (string & {});
  action: string;
  userId?: string;
  workspaceId?: string;
  details?: Record<string, unknown>;
}

/** Appends to the audit trail; rows are never updated. */
export async function recordAuditEvent(db: Db, event: AuditEvent) {
  await db.insert(auditEvents).values({ id: ulid(), ...event });
}

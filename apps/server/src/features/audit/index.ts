/** Appends to the audit trail (administrator actions, membership changes). */
export { type AuditEvent, recordAuditEvent } from './repo.js';

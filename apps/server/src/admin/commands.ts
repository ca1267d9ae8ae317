import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { recordAuditEvent } from '../features/audit/repo.js';
import { feedbackReport } from '../features/feedback/index.js';
import { findMember, findOrCreateUser, findUserIdByEmail } from '../features/identity/index.js';
import { recordAcceptance } from '../features/terms/index.js';
import { createAccessToken } from '../features/tokens/index.js';
import { grantMinutes, limitsOf } from '../features/transcriptions/index.js';
import { AdminInputError, type AdminResult } from './admin-result.js';
import { listWorkspaces, setLimits, showLimits, ZLimitCommands } from './limit-commands.js';

export type { AdminResult } from './admin-result.js';

/** Every administrator command, as sent over the admin socket or run in-process by the CLI. */
export const ZAdminCommand = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('token.create'),
    email: z.email().toLowerCase(),
    name: z.string().trim().min(1).max(100).optional(),
    tokenName: z.string().trim().min(1).max(100).default('cli'),
  }),
  z.object({
    command: z.literal('minutes.grant'),
    email: z.email().toLowerCase(),
    minutes: z.coerce.number().positive().max(1_000_000),
  }),
  z.object({
    command: z.literal('feedback.list'),
    since: z
      .union([z.iso.datetime({ offset: true }), z.iso.date()], {
        error: '--since takes an ISO 8601 date or date-time, e.g. 2025-01-31',
      })
      .optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  }),
  ...ZLimitCommands,
]);
export type TAdminCommand = z.input<typeof ZAdminCommand>;

/**
 * Creates the user and their workspace when absent, accepts the current terms on their behalf (an
 * administrator vouches for them) and issues a personal access token, all recorded as an admin action.
 */
async function createTokenAsAdmin(
  db: Db,
  config: Config,
  input: Extract<z.output<typeof ZAdminCommand>, { command: 'token.create' }>,
): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    const { userId, created } = await findOrCreateUser(
      tx,
      { email: input.email, name: input.name },
      // The CLI has no language of its own to offer; English, as its output is.
      { language: 'en' },
    );
    await recordAcceptance(tx, userId, config.terms.version, 'admin');
    const member = await findMember(tx, userId, config.terms.version);
    if (!member?.workspace) throw new Error(`${input.email} belongs to no workspace`);
    const scope = { userId, workspaceId: member.workspace.id };
    const token = await createAccessToken(
      tx,
      { ...scope, workspaceName: member.workspace.name },
      input.tokenName,
    );
    await recordAuditEvent(tx, {
      actor: 'admin',
      action: 'token.create',
      ...scope,
      details: {
        tokenId: token.id,
        tokenName: token.name,
        userCreated: created,
        termsVersion: config.terms.version,
      },
    });
    const who = `${created ? 'Created user' : 'User'} ${input.email}, workspace ${scope.workspaceId}`;
    return {
      notes: [who, `Token "${token.name}" (${token.id}) created; it is shown once, below.`],
      output: token.token,
    };
  });
}

/** Adds minutes to the user's workspace; its pending work moves on at the next sweep (SWEEP_INTERVAL). */
async function grantMinutesAsAdmin(
  db: Db,
  config: Config,
  input: Extract<z.output<typeof ZAdminCommand>, { command: 'minutes.grant' }>,
): Promise<AdminResult> {
  const userId = await findUserIdByEmail(db, input.email);
  const member = userId && (await findMember(db, userId, config.terms.version));
  if (!member) throw new AdminInputError(`no user with the email ${input.email}`);
  if (!member.workspace) throw new AdminInputError(`${input.email} belongs to no workspace`);
  const workspaceId = member.workspace.id;
  await db.transaction(async (tx) => {
    await grantMinutes(tx, workspaceId, input.minutes, 'admin');
    await recordAuditEvent(tx, {
      actor: 'admin',
      action: 'minutes.grant',
      userId: member.user.id,
      workspaceId,
      details: { minutes: input.minutes },
    });
  });
  const limits = await limitsOf(db, config, workspaceId);
  const { trial } = limits;
  // Minutes never lifted the trial: say what does, rather than leave the operator at a dead end.
  const trialNote =
    trial?.transcriptions_allowed != null && trial.transcriptions_used >= trial.transcriptions_allowed
      ? [
          `Its trial of ${trial.transcriptions_allowed} transcriptions is used up, which minutes do not lift: ` +
            `npm run cli -- limits set --email ${input.email} --trial-transcriptions unlimited`,
        ]
      : [];
  return {
    notes: [`Granted ${input.minutes} minutes to workspace ${workspaceId} (${input.email}).`, ...trialNote],
    output: `${limits.minutes_available ?? 'unlimited'} minutes available`,
  };
}

/** The newest feedback, read-only, so nothing is audited. */
async function listFeedbackAsAdmin(
  db: Db,
  input: Extract<z.output<typeof ZAdminCommand>, { command: 'feedback.list' }>,
): Promise<AdminResult> {
  const since = input.since ? new Date(input.since) : undefined;
  const report = await feedbackReport(db, { since, limit: input.limit });
  return { notes: [`Feedback entries shown: ${report.count} (newest first).`], output: report.text };
}

export async function runAdminCommand(db: Db, config: Config, command: TAdminCommand): Promise<AdminResult> {
  const parsed = ZAdminCommand.parse(command);
  switch (parsed.command) {
    case 'token.create':
      return createTokenAsAdmin(db, config, parsed);
    case 'minutes.grant':
      return grantMinutesAsAdmin(db, config, parsed);
    case 'feedback.list':
      return listFeedbackAsAdmin(db, parsed);
    case 'limits.set':
      return setLimits(db, config, parsed);
    case 'limits.show':
      return showLimits(db, config, parsed);
    case 'workspaces.list':
      return listWorkspaces(db, config, parsed);
  }
}

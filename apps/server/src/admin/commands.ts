import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { recordAuditEvent } from '../features/audit/repo.js';
import { findMember, findOrCreateUser } from '../features/identity/index.js';
import { recordAcceptance } from '../features/terms/index.js';
import { createAccessToken } from '../features/tokens/index.js';

/** Every administrator command, as sent over the admin socket or run in-process by the CLI. */
export const ZAdminCommand = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('token.create'),
    email: z.email().toLowerCase(),
    name: z.string().trim().min(1).max(100).optional(),
    tokenName: z.string().trim().min(1).max(100).default('cli'),
  }),
]);
export type TAdminCommand = z.input<typeof ZAdminCommand>;

export interface AdminResult {
  /** Lines for the operator (stderr). */
  notes: string[];
  /** The command's answer (stdout, last line). */
  output: string;
}

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
      { refresh: false, language: 'en' },
    );
    await recordAcceptance(tx, userId, config.terms.version, 'admin');
    const member = await findMember(tx, userId, config.terms.version);
    const scope = { userId, workspaceId: member!.workspace.id };
    const token = await createAccessToken(tx, scope, input.tokenName);
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

export async function runAdminCommand(db: Db, config: Config, command: TAdminCommand): Promise<AdminResult> {
  const parsed = ZAdminCommand.parse(command);
  switch (parsed.command) {
    case 'token.create':
      return createTokenAsAdmin(db, config, parsed);
  }
}

import type { TAccessToken, TCreatedAccessToken } from '@whispy/contracts';
import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { Refusal } from '../../domain/refusal.js';
import { randomSecret, sha256 } from '../../http/secrets.js';
import {
  type AccessTokenRow,
  countTokens,
  deleteToken,
  findTokenByHash,
  insertToken,
  listTokens,
  touchToken,
} from './repo.js';

/** Recognisable prefix so leaked tokens can be found by secret scanners. */
const PREFIX = 'whispy_pat_';
/** Writing last_used_at on every call would turn each read into a write. */
const TOUCH_INTERVAL_MS = 60_000;
/**
 * Tokens one person may hold, in all their workspaces: far more than any set of scripts needs, and few
 * enough that a stolen session cannot mint an unbounded supply of credentials that outlive it (ADR 013).
 */
export const MAX_TOKENS_PER_USER = 50;

export interface TokenScope {
  userId: string;
  workspaceId: string;
}

const toContract = (row: AccessTokenRow, workspaceName: string): TAccessToken => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  workspace: { id: row.workspaceId, name: workspaceName },
});

/**
 * Creates a token acting in `scope.workspaceId` (which the caller has checked the user belongs to); the
 * answer is the only time the secret exists outside its owner's hands.
 */
export async function createAccessToken(
  db: Db,
  scope: TokenScope & { workspaceName: string },
  name: string,
): Promise<TCreatedAccessToken> {
  if ((await countTokens(db, scope.userId)) >= MAX_TOKENS_PER_USER) {
    throw new Refusal('conflict', { id: 'tokens.too_many', params: { count: MAX_TOKENS_PER_USER } });
  }
  const token = `${PREFIX}${randomSecret()}`;
  const { userId, workspaceId, workspaceName } = scope;
  const row = await insertToken(db, { id: ulid(), userId, workspaceId, name, tokenHash: sha256(token) });
  return { ...toContract(row, workspaceName), token };
}

/** The user's tokens in all their workspaces. */
export async function listAccessTokens(db: Db, userId: string): Promise<TAccessToken[]> {
  return (await listTokens(db, userId)).map(({ token, workspaceName }) => toContract(token, workspaceName));
}

export const revokeAccessToken = (db: Db, userId: string, id: string) => deleteToken(db, userId, id);

/** Who a presented bearer token acts for and where, or null when it is unknown or revoked. */
export async function authenticateAccessToken(db: Db, token: string): Promise<TokenScope | null> {
  if (!token.startsWith(PREFIX)) return null;
  const row = await findTokenByHash(db, sha256(token));
  if (!row) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchToken(db, row.id, now);
  }
  return { userId: row.userId, workspaceId: row.workspaceId };
}

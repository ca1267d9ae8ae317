import { TELEGRAM_CONNECT_WINDOW_MS, type TTelegramConnect, type TTelegramStatus } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { randomSecret, sha256 } from '../../http/secrets.js';
import type { Language } from '../../i18n/index.js';
import type { NotifyWorkspace } from '../../realtime/index.js';
import { findMember, type MemberRow } from '../identity/index.js';
import {
  deleteLink,
  hasUsableConnectToken,
  replaceConnectToken,
  saveLink,
  spendConnectToken,
  type TelegramLinkRow,
} from './repo.js';

export interface LinkParts {
  db: Db;
  notify: NotifyWorkspace;
  config: { terms: { version: string } };
}

/** A chat as `/start` finds it: where to link, and how to address its user. */
export interface StartingChat {
  chatId: number;
  username: string | null;
  language: Language;
}

async function announce(notify: NotifyWorkspace, workspaceId: string, userId: string, connected: boolean) {
  await notify(workspaceId, { notification: 'telegram.updated', user: userId, connected });
}

/** `integrations/telegram/connect`: a deep link to the bot carrying a new one-time token. */
export async function createConnectLink(
  db: Db,
  userId: string,
  botUsername: string,
): Promise<TTelegramConnect> {
  const token = randomSecret();
  const expiresAt = new Date(Date.now() + TELEGRAM_CONNECT_WINDOW_MS);
  await replaceConnectToken(db, userId, sha256(token), expiresAt);
  return { url: `https://t.me/${botUsername}?start=${token}`, expires_at: expiresAt.toISOString() };
}

/** `integrations/telegram/status`. */
export async function telegramStatus(db: Db, member: MemberRow, enabled: boolean): Promise<TTelegramStatus> {
  return {
    enabled,
    connected: member.telegram !== null,
    username: member.telegram?.username ?? null,
    connecting: await hasUsableConnectToken(db, member.user.id),
  };
}

/**
 * `/start <token>`: spends the token and links the chat to its user, telling the user's pages (and
 * those of anyone the chat moved away from). Answers the linked account, or null when the token is
 * unknown, used or expired.
 */
export async function linkChat({ db, notify, config }: LinkParts, token: string, chat: StartingChat) {
  const linked = await db.transaction(async (tx) => {
    const userId = await spendConnectToken(tx, sha256(token));
    if (!userId) return null;
    return { userId, takenFrom: await saveLink(tx, { userId, ...chat }) };
  });
  if (!linked) return null;
  const member = await findMember(db, linked.userId, config.terms.version);
  if (!member) return null; // deleted in between
  if (member.workspace) await announce(notify, member.workspace.id, member.user.id, true);
  const previous = linked.takenFrom ? await findMember(db, linked.takenFrom, config.terms.version) : null;
  if (previous?.workspace) await announce(notify, previous.workspace.id, previous.user.id, false);
  return member;
}

/** `integrations/telegram/disconnect`: removes the caller's link; answers it, or null when there was none. */
export async function unlinkChat(
  { db, notify }: Omit<LinkParts, 'config'>,
  member: MemberRow,
): Promise<TelegramLinkRow | null> {
  const link = await deleteLink(db, member.user.id);
  if (link && member.workspace) await announce(notify, member.workspace.id, member.user.id, false);
  return link;
}

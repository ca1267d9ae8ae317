import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { telegramConnectTokens, telegramLinks, telegramTranscriptions } from '../../db/schema.js';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;
export type NewTelegramLink = Omit<typeof telegramLinks.$inferInsert, 'createdAt'>;

/** Stores a new connect token for the user; their older unused ones stop working. */
export async function replaceConnectToken(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .delete(telegramConnectTokens)
      .where(and(eq(telegramConnectTokens.userId, userId), isNull(telegramConnectTokens.usedAt)));
    await tx.insert(telegramConnectTokens).values({ tokenHash, userId, expiresAt });
  });
}

/** Whether the user holds a connect token that is neither used nor expired. */
export async function hasUsableConnectToken(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: telegramConnectTokens.userId })
    .from(telegramConnectTokens)
    .where(
      and(
        eq(telegramConnectTokens.userId, userId),
        isNull(telegramConnectTokens.usedAt),
        gt(telegramConnectTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Spends the token if it is unused and unexpired, in one statement, so that two `/start`s carrying it
 * cannot both succeed; answers its user, or null.
 */
export async function spendConnectToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(telegramConnectTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(telegramConnectTokens.tokenHash, tokenHash),
        isNull(telegramConnectTokens.usedAt),
        gt(telegramConnectTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: telegramConnectTokens.userId });
  return row?.userId ?? null;
}

/**
 * Links the chat to the user, replacing the user's previous chat; a chat linked to someone else moves
 * to this user. Answers whom the chat was taken from, if anyone.
 */
export async function saveLink(db: Db, link: NewTelegramLink): Promise<string | null> {
  const [taken] = await db
    .delete(telegramLinks)
    .where(and(eq(telegramLinks.chatId, link.chatId), ne(telegramLinks.userId, link.userId)))
    .returning({ userId: telegramLinks.userId });
  await db
    .insert(telegramLinks)
    .values(link)
    .onConflictDoUpdate({
      target: telegramLinks.userId,
      set: { chatId: link.chatId, username: link.username, language: link.language, createdAt: sql`now()` },
    });
  return taken?.userId ?? null;
}

export async function findLinkOfUser(db: Db, userId: string): Promise<TelegramLinkRow | null> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row ?? null;
}

export async function findLinkOfChat(db: Db, chatId: number): Promise<TelegramLinkRow | null> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.chatId, chatId));
  return row ?? null;
}

/** Removes the user's link; answers it, or null when there was none. */
export async function deleteLink(db: Db, userId: string): Promise<TelegramLinkRow | null> {
  const [row] = await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning();
  return row ?? null;
}

export async function insertTelegramTranscription(db: Db, row: typeof telegramTranscriptions.$inferInsert) {
  await db.insert(telegramTranscriptions).values(row);
}

/** The message a transcription was sent in, when it came from Telegram. */
export async function findTelegramMessage(db: Db, transcriptionId: string) {
  const [row] = await db
    .select({ chatId: telegramTranscriptions.chatId, messageId: telegramTranscriptions.messageId })
    .from(telegramTranscriptions)
    .where(eq(telegramTranscriptions.transcriptionId, transcriptionId));
  return row ?? null;
}

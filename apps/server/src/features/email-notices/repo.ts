import type { TUpdateEmailNotices } from '@whispy/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { emailNoticeSettings, users } from '../../db/schema.js';
import type { Language } from '../../i18n/index.js';

export type EmailNoticeSettingsRow = typeof emailNoticeSettings.$inferSelect;

/** The user's choices, or null when they never made any (nothing is sent then). */
export async function findEmailNoticeSettings(
  db: Db,
  userId: string,
): Promise<EmailNoticeSettingsRow | null> {
  const [row] = await db.select().from(emailNoticeSettings).where(eq(emailNoticeSettings.userId, userId));
  return row ?? null;
}

/** Saves the choices given (the others stay as they were, off for a first save) and the emails' language. */
export async function saveEmailNoticeSettings(
  db: Db,
  userId: string,
  choices: TUpdateEmailNotices,
  language: Language,
) {
  const changes = {
    ...(choices.when_ready !== undefined && { whenReady: choices.when_ready }),
    ...(choices.when_failed !== undefined && { whenFailed: choices.when_failed }),
    language,
  };
  await db
    .insert(emailNoticeSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: emailNoticeSettings.userId, set: { ...changes, updatedAt: sql`now()` } });
}

/** Where the user's emails go: the address of their sign-in account as it is now. */
export async function findEmailAddress(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

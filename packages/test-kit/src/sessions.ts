import type { Db } from '@whispy/server/db/database';
import { sessions } from '@whispy/server/db/schema';
import { findOrCreateUser } from '@whispy/server/features/identity/index';
import { randomSecret, sha256 } from '@whispy/server/http/secrets';

/**
 * A session of a new user (or of `userId`) that began `createdAgo` ms ago and was last used `seenAgo` ms
 * ago, as if time had passed; returns the cookie value and the row id.
 */
export async function sessionAged(
  db: Db,
  age: { createdAgo: number; seenAgo: number },
  userId?: string,
): Promise<{ token: string; id: string; userId: string }> {
  const owner =
    userId ??
    (await findOrCreateUser(db, { email: `${randomSecret().slice(0, 12)}@example.com` }, { language: 'en' }))
      .userId;
  const token = randomSecret();
  const now = Date.now();
  await db.insert(sessions).values({
    id: sha256(token),
    userId: owner,
    createdAt: new Date(now - age.createdAgo),
    lastSeenAt: new Date(now - age.seenAgo),
  });
  return { token, id: sha256(token), userId: owner };
}

import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { termsAcceptances } from '../../db/schema.js';

/** Records acceptance of a version once; accepting the same version again keeps the first time. */
export async function recordAcceptance(
  db: Db,
  userId: string,
  version: string,
  acceptedBy: 'user' | 'admin',
) {
  await db
    .insert(termsAcceptances)
    .values({ id: ulid(), userId, version, acceptedBy })
    .onConflictDoNothing({ target: [termsAcceptances.userId, termsAcceptances.version] });
}

import { LIVE_SUBSCRIPTION_STATUSES } from '@whispy/contracts';
import { and, type Column, eq, exists, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { subscriptions } from '../db/schema.js';

/** Whether the workspace in `workspaceId` (a column of the outer query) holds a live subscription. */
export const hasLiveSubscription = (db: Db, workspaceId: Column) =>
  exists(
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.workspaceId, workspaceId),
          inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
        ),
      ),
  ).mapWith(Boolean);

import type { PlanId } from '@app/core/plans/plans';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../auth/users-repository';

/**
 * Starts the account's trial if it is on the free plan and never had one. The conditions are in the
 * UPDATE itself, so two requests at once cannot both start one; undefined when nothing was changed.
 */
export async function startTrialIfEligible(
  db: AppDatabase,
  userId: string,
  trial: { plan: PlanId; endsAt: Date; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ trialPlan: trial.plan, trialEndsAt: trial.endsAt, updatedAt: trial.now })
    .where(and(eq(users.id, userId), eq(users.plan, 'free'), isNull(users.trialEndsAt)))
    .returning();
  return row;
}

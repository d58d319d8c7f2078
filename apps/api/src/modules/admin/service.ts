import type { PlanId } from '@app/core/plans/plans';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/context';
import { toPublicUser } from '../auth/public-user';
import { updateUser } from '../auth/users-repository';
import { insertReportCredit } from '../billing/repository';

/**
 * The new plan applies at once: permissions are derived on every request from the stored plan.
 * Pay-per-report is one report: setting it grants the credit that report is made with, as a purchase would.
 */
export async function setUserPlan(auth: AuthContext, userId: string, plan: PlanId) {
  const now = auth.now();
  const user = await auth.db.transaction(async (tx) => {
    const updated = await updateUser(tx, userId, { plan, updatedAt: now });
    if (updated && plan === 'payPerReport') {
      await insertReportCredit(tx, { userId, source: 'admin', createdAt: now });
    }
    return updated;
  });
  if (!user) throw new AppError('NOT_FOUND');
  return toPublicUser(user);
}

import type { PlanId } from '@app/core/plans/plans';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/context';
import { toPublicUser } from '../auth/public-user';
import { updateUser } from '../auth/users-repository';

/** The new plan applies at once: permissions are derived on every request from the stored plan. */
export async function setUserPlan(auth: AuthContext, userId: string, plan: PlanId) {
  const user = await updateUser(auth.db, userId, { plan, updatedAt: auth.now() });
  if (!user) throw new AppError('NOT_FOUND');
  return toPublicUser(user);
}

import type { PublicUser } from '@app/core/auth/responses';
import { checkTrialStart, getTrialEnd, type TrialPlanId } from '@app/core/plans/trial';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/context';
import { toPublicUser } from '../auth/public-user';
import { findUserById } from '../auth/users-repository';
import { startTrialIfEligible } from './repository';

/**
 * A 14-day trial of a paid plan, without a card: once per account, from the free plan only. Its end
 * needs no job: the effective plan is worked out on every request (auth/public-user.ts).
 */
export async function startTrial(
  auth: AuthContext,
  { id: userId, worksUnderTeamPlan }: { id: string; worksUnderTeamPlan: boolean },
  plan: TrialPlanId,
): Promise<PublicUser> {
  // A team member works under the owner's plan: the owner chooses it.
  if (worksUnderTeamPlan) throw new AppError('TRIAL_NOT_AVAILABLE', { messageKey: 'trialTeamMember' });
  const now = auth.now();
  const started = await startTrialIfEligible(auth.db, userId, { plan, endsAt: getTrialEnd(now), now });
  if (started) return toPublicUser(started, now);
  const user = await findUserById(auth.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  throw new AppError(checkTrialStart(user) === 'trialNotAvailable' ? 'TRIAL_NOT_AVAILABLE' : 'TRIAL_USED');
}

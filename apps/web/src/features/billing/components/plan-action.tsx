import type { PlanId } from '@app/core/plans/plans';
import type { TrialPlanId } from '@app/core/plans/trial';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { AuthState } from '../../../lib/auth';
import { getLanguage } from '../../../lib/i18n';
import { formatDate } from '../utils/format-price';

export type TrialRequest = {
  start: (plan: TrialPlanId) => void;
  pendingPlan: TrialPlanId | null;
  failedPlan: TrialPlanId | null;
  error: string | null;
};

const signupForTrialHref = `${paths.signup.getHref()}?${new URLSearchParams({ next: paths.pricing.getHref() })}`;

/** Whether the signed-in user's plan is this one (a running trial counts: the server says so). */
export function isCurrentPlan(auth: AuthState, plan: PlanId): boolean {
  return auth.status === 'signed-in' && auth.user.plan === plan;
}

/** What a person can do about a plan, given who they are: honest about what does not exist yet. */
export function PlanAction({ plan, auth, trial }: { plan: PlanId; auth: AuthState; trial: TrialRequest }) {
  const { t } = useTranslation('pricing');
  const noteId = useId();
  const user = auth.status === 'signed-in' ? auth.user : null;

  if (plan === 'free')
    return (
      <Link
        to={paths.complianceForm.getHref()}
        className={buttonClassName({ variant: 'secondary', className: 'w-full' })}
      >
        {user ? t('actions.newAssessment') : t('actions.startFree')}
      </Link>
    );

  if (plan === 'payPerReport')
    return (
      <>
        <Button variant="secondary" className="w-full" disabled aria-describedby={noteId}>
          {t('actions.buyReport')}
        </Button>
        <p id={noteId} className="text-sm text-ink-muted">
          {t('actions.paymentSoon')}
        </p>
      </>
    );

  // Enterprise is priced on request: the way in is a conversation with the sales team.
  if (plan === 'enterprise' && !isCurrentPlan(auth, plan))
    return (
      <Link to={paths.contactSales.getHref()} className={buttonClassName({ className: 'w-full' })}>
        {t('actions.contactSales')}
      </Link>
    );

  if (!user)
    return (
      <>
        <Link to={signupForTrialHref} className={buttonClassName({ className: 'w-full' })}>
          {t('actions.startTrial')}
        </Link>
        <p className="text-center text-sm text-ink-muted">{t('actions.noCard')}</p>
      </>
    );

  const trialEndsAt = user.trialEndsAt ?? null;
  const trialDate = trialEndsAt ? formatDate(trialEndsAt, getLanguage()) : '';
  const isTrialRunning = trialEndsAt !== null && Date.parse(trialEndsAt) > Date.now();

  if (user.plan === plan)
    return (
      <p className="rounded-lg bg-brand-50 px-3 py-2.5 text-center font-semibold text-brand-800">
        {isTrialRunning ? t('actions.onTrial', { date: trialDate }) : t('actions.currentPlan')}
      </p>
    );

  if (user.plan === 'free' && trialEndsAt === null) {
    const isPending = trial.pendingPlan === plan;
    const error = trial.failedPlan === plan ? trial.error : null;
    return (
      <>
        <Button
          className="w-full"
          onClick={() => trial.start(plan)}
          disabled={trial.pendingPlan !== null}
          aria-describedby={noteId}
        >
          {isPending ? t('actions.starting') : t('actions.startTrial')}
        </Button>
        <p id={noteId} className="text-center text-sm text-ink-muted">
          {t('actions.noCard')}
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-1 text-sm text-ink-muted">
      {trialEndsAt !== null && !isTrialRunning && (
        <p className="font-medium text-ink">{t('actions.trialEnded', { date: trialDate })}</p>
      )}
      {trialEndsAt !== null && <p>{t('actions.trialUsedHint')}</p>}
      <p>{t('actions.paymentSoon')}</p>
    </div>
  );
}

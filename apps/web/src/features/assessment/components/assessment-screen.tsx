import type { ReportView } from '@app/core/reports/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countAuditsLeft, usageQueryOptions, useUsage } from '@/lib/audit-usage';
import { useAuth } from '@/lib/auth';
import { useAllowanceText } from '../hooks/use-allowance-text';
import { AssessmentForm } from './assessment-form';
import { TierNotice } from './tier-notice';

// Shown only to a signed-in user with nothing left this month: its own chunk, out of the questionnaire's
// initial JavaScript (docs/product-decisions.md, Performance budgets).
const AuditsUsedUp = lazy(() =>
  import('./audits-used-up').then((module) => ({ default: module.AuditsUsedUp })),
);

/**
 * The questionnaire page: title, what the user's plan includes and, signed in, what is left of the
 * month; then the form, or, with nothing left, the ways on instead of four steps that would be refused.
 */
export function AssessmentScreen({ onSubmitted }: { onSubmitted: (report: ReportView) => void }) {
  const { t } = useTranslation('assessment');
  const auth = useAuth();
  const user = auth.user;
  const usage = useUsage({ enabled: user !== null });
  const queryClient = useQueryClient();
  const describeAllowance = useAllowanceText();
  // The server's refusal of a submission made while the count still showed one left (another tab).
  const [refusal, setRefusal] = useState<string | null>(null);
  const left = user && usage.data ? countAuditsLeft(usage.data, user.role) : null;
  const isUsedUp = user !== null && (refusal !== null || left === 0);

  function handleQuotaExceeded(message: string) {
    setRefusal(message);
    void queryClient.invalidateQueries({ queryKey: usageQueryOptions.queryKey });
  }

  const note = !user
    ? t('tier.visitorNote')
    : left !== null && !isUsedUp && usage.data
      ? describeAllowance({ left, limit: usage.data.limit, plan: user.plan })
      : null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('page.title')}</h1>
        <p className="text-ink-muted">{t('page.lead')}</p>
      </div>
      {auth.status !== 'checking' && <TierNotice plan={user?.plan ?? 'free'} note={note} />}
      {user && isUsedUp ? (
        <Suspense fallback={null}>
          <AuditsUsedUp usage={usage.data} plan={user.plan} refusal={refusal} />
        </Suspense>
      ) : (
        <AssessmentForm onSubmitted={onSubmitted} onQuotaExceeded={handleQuotaExceeded} />
      )}
    </div>
  );
}

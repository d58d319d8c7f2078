import type { ReportView } from '@app/core/reports/schemas';
import { Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { useHoldPresses } from '../hooks/use-hold-presses';
import { LazyAssessmentForm, loadAssessmentForm } from './lazy-assessment-form';
import { TierNotice } from './tier-notice';

// With the page's chunk rather than when first rendered, so it downloads while translations load.
void loadAssessmentForm().catch(() => undefined);

/** The questionnaire page: title, what the user's plan includes, and the form. */
export function AssessmentScreen({ onSubmitted }: { onSubmitted: (report: ReportView) => void }) {
  const { t } = useTranslation('assessment');
  const auth = useAuth();
  const formContainer = useRef<HTMLDivElement>(null);
  const markFormReady = useHoldPresses(formContainer);
  // The same element on every render: new props would reach the pre-rendered form before its chunk has
  // hydrated it, and React would then drop the server's form for the (empty) fallback until it arrives.
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <LazyAssessmentForm onSubmitted={onSubmitted} onReady={markFormReady} />
      </Suspense>
    ),
    [onSubmitted, markFormReady],
  );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('page.title')}</h1>
        <p className="text-ink-muted">{t('page.lead')}</p>
      </div>
      {auth.status !== 'checking' && <TierNotice plan={auth.user?.plan ?? 'free'} />}
      <div ref={formContainer} className="contents">
        {form}
      </div>
    </div>
  );
}

import type { ReportView } from '@app/core/reports/schemas';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { AssessmentForm } from './assessment-form';
import { TierNotice } from './tier-notice';

/** The questionnaire page: title, what the user's plan includes, and the form. */
export function AssessmentScreen({ onSubmitted }: { onSubmitted: (report: ReportView) => void }) {
  const { t } = useTranslation('assessment');
  const auth = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('page.title')}</h1>
        <p className="text-ink-muted">{t('page.lead')}</p>
      </div>
      {auth.status !== 'checking' && <TierNotice plan={auth.user?.plan ?? 'free'} />}
      <AssessmentForm onSubmitted={onSubmitted} />
    </div>
  );
}

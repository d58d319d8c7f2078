import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { AnalyticsFrame } from './analytics-frame';
import { AnalyticsSkeleton } from './analytics-states';
import { SignedInAnalytics } from './signed-in-analytics';
import { VisitorIntro } from './visitor-intro';

/** /analytics: an explanation for a visitor, the user's own figures, or everything for an admin. */
export function AnalyticsScreen() {
  const { t } = useTranslation('analytics');
  const auth = useAuth();
  if (auth.status === 'signed-in') return <SignedInAnalytics user={auth.user} />;
  return (
    <AnalyticsFrame lead={t('lead.own')}>
      {auth.status === 'checking' ? <AnalyticsSkeleton label={t('states.checking')} /> : <VisitorIntro />}
    </AnalyticsFrame>
  );
}

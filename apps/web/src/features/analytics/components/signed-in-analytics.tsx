import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { type AuthUser, hasPermission } from '@/lib/auth';
import { useAnalytics } from '../api/get-analytics';
import { useAnalyticsView } from '../hooks/use-analytics-view';
import { isFiltered } from '../utils/filters';
import { AdminDashboard } from './admin-dashboard';
import { AnalyticsFrame } from './analytics-frame';
import { AnalyticsError, AnalyticsSkeleton, NoMatch, NoReports } from './analytics-states';
import { preloadCharts } from './charts/lazy-charts';
import { FiltersPanel } from './filters-panel';
import { UserDashboard } from './user-dashboard';

/** The filters, then whatever the server returns for them: everything (admin) or the user's own. */
export function SignedInAnalytics({ user }: { user: AuthUser }) {
  const { t } = useTranslation(['analytics', 'errors']);
  const { view, filters, setView, resetView } = useAnalyticsView();
  const query = useAnalytics(filters);
  const scope = query.data?.analytics.scope ?? (user.role === 'admin' ? 'all' : 'own');
  const exportPanel = { filters, canExport: hasPermission(user, 'analytics:export') };
  useEffect(preloadCharts, []);

  function renderContent() {
    if (query.isPending) return <AnalyticsSkeleton label={t('states.loading')} />;
    if (query.isError)
      return (
        <AnalyticsError
          message={query.error instanceof ApiError ? query.error.message : t('errors:generic')}
          onRetry={() => void query.refetch()}
        />
      );
    const { analytics } = query.data;
    if (analytics.scope === 'all') {
      if (analytics.totals.assessments === 0) return <NoMatch onReset={resetView} />;
      return <AdminDashboard analytics={analytics} exportPanel={exportPanel} />;
    }
    if (analytics.history.length === 0)
      return isFiltered(view) ? <NoMatch onReset={resetView} /> : <NoReports />;
    return <UserDashboard analytics={analytics} exportPanel={exportPanel} />;
  }

  return (
    <AnalyticsFrame lead={t(`lead.${scope}`)}>
      <FiltersPanel
        view={view}
        filters={filters}
        onChange={setView}
        onReset={resetView}
        isUpdating={query.isPlaceholderData && query.isFetching}
      />
      <div
        aria-busy={query.isFetching || undefined}
        className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        {renderContent()}
      </div>
    </AnalyticsFrame>
  );
}

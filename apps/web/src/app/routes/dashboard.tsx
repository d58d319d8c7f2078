import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../features/account/components/account-page';
import { DashboardTabs } from '../../features/account/components/dashboard-tabs';
import { DataExportSection } from '../../features/account/components/data-export-section';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section';
import { MonthlyUsage } from '../../features/account/components/monthly-usage';
import { NotificationsSection } from '../../features/account/components/notifications-section';
import { RequireSignIn } from '../../features/account/components/require-sign-in';
import { SubscriptionPanel } from '../../features/account/components/subscription-panel';
import { AdminAreaLink } from '../../features/admin/components/admin-area-link';
import { ApiKeysPanel } from '../../features/api-keys/components/api-keys-panel';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { ProfileForm } from '../../features/auth/components/profile-form';
import { SessionsSection } from '../../features/auth/components/sessions-section';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { DashboardOverview } from '../../features/reports/components/dashboard-overview';
import { ImportOffer } from '../../features/reports/components/import-offer';
import { ReportHistory } from '../../features/reports/components/report-history';
import { TeamPanel } from '../../features/teams/components/team-panel';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation(['account', 'reports']);
  usePageMeta({ title: t('meta.dashboard.title'), description: t('meta.dashboard.description') });
  return (
    <RequireSignIn>
      {(user) => (
        <AccountPage
          title={t('dashboard.title')}
          lead={t('dashboard.greeting', { name: user.name })}
          banner={
            <>
              <VerifyEmailBanner user={user} />
              <ImportOffer />
              <AdminAreaLink user={user} />
            </>
          }
        >
          <DashboardTabs
            panels={{
              overview: <DashboardOverview />,
              reports: <ReportHistory title={t('reports:history.title')} />,
              subscription: <SubscriptionPanel plan={user.plan} usage={<MonthlyUsage />} />,
              team: <TeamPanel user={user} />,
              apiKeys: <ApiKeysPanel user={user} />,
              profile: (
                <>
                  <ProfileForm user={user} />
                  <ChangePasswordForm />
                </>
              ),
              settings: (
                <>
                  <NotificationsSection />
                  <SessionsSection />
                  <DataExportSection />
                  <DeleteAccountSection />
                </>
              ),
            }}
          />
        </AccountPage>
      )}
    </RequireSignIn>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AccountPage } from '../../features/account/components/account-page';
import { MonthlyUsage } from '../../features/account/components/monthly-usage';
import { RequireSignIn } from '../../features/account/components/require-sign-in';
import { SubscriptionPanel } from '../../features/account/components/subscription-panel';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { ProfileForm } from '../../features/auth/components/profile-form';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { ImportOffer } from '../../features/reports/components/import-offer';
import { ReportHistory } from '../../features/reports/components/report-history';
import { usePageMeta } from '../../lib/page-meta';

/** The header's profile link: the same profile and subscription components as the dashboard's tabs. */
export function Component() {
  const { t } = useTranslation(['account', 'reports']);
  usePageMeta({ title: t('meta.userDashboard.title'), description: t('meta.userDashboard.description') });
  return (
    <RequireSignIn>
      {(user) => (
        <AccountPage
          title={t('userDashboard.title')}
          lead={t('dashboard.greeting', { name: user.name })}
          banner={
            <>
              <VerifyEmailBanner user={user} />
              <ImportOffer />
            </>
          }
        >
          <ReportHistory title={t('reports:history.title')} />
          <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="flex flex-col gap-10">
              <ProfileForm user={user} />
              <ChangePasswordForm />
            </div>
            <div className="flex flex-col gap-4">
              <SubscriptionPanel plan={user.plan} usage={<MonthlyUsage />} />
              <p className="text-sm text-ink-muted">
                {t('userDashboard.settingsHint')}{' '}
                <Link
                  to={`${paths.dashboard.getHref()}?tab=settings`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t('userDashboard.settingsLink')}
                </Link>
              </p>
            </div>
          </div>
        </AccountPage>
      )}
    </RequireSignIn>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { AuthCard } from './auth-card';
import { RedirectWhenSignedIn, useNextPath } from './redirect-when-signed-in';
import { SignupForm } from './signup-form';

export function SignupScreen() {
  const { t } = useTranslation('signup');
  const nextPath = useNextPath();
  const loginHref = `${paths.login.getHref()}${nextPath ? `?${new URLSearchParams({ next: nextPath })}` : ''}`;
  return (
    <RedirectWhenSignedIn>
      <AuthCard
        title={t('title')}
        lead={t('lead')}
        footer={
          <p>
            {t('haveAccount')}{' '}
            <Link to={loginHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('signIn')}
            </Link>
          </p>
        }
      >
        <SignupForm onSignedUp={() => toast.success(t('created'))} />
      </AuthCard>
    </RedirectWhenSignedIn>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { RedirectWhenSignedIn, useNextPath } from './redirect-when-signed-in';
import { SocialSignIn } from './social-sign-in';

export function LoginScreen() {
  const { t } = useTranslation('login');
  const nextPath = useNextPath();
  const signupHref = `${paths.signup.getHref()}${nextPath ? `?${new URLSearchParams({ next: nextPath })}` : ''}`;
  return (
    <RedirectWhenSignedIn>
      <AuthCard
        title={t('title')}
        lead={t('lead')}
        footer={
          <p>
            {t('noAccount')}{' '}
            <Link to={signupHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('createAccount')}
            </Link>
          </p>
        }
      >
        <SocialSignIn />
        <LoginForm onSignedIn={(user) => toast.success(t('welcome', { name: user.name }))} />
      </AuthCard>
    </RedirectWhenSignedIn>
  );
}

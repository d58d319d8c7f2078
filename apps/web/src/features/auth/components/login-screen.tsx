import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { RedirectWhenSignedIn, useNextPath } from './redirect-when-signed-in';

/*
 * The provider buttons show only once the server has said which providers it has, so they never render
 * before hydration: their code (icons, the query) loads then, keeping the screen's initial JavaScript
 * within the 150 kB budget (docs/product-decisions.md, Performance budgets).
 */
const SocialSignIn = lazy(() =>
  import('./social-sign-in').then((module) => ({ default: module.SocialSignIn })),
);

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
        <Suspense fallback={null}>
          <SocialSignIn />
        </Suspense>
        <LoginForm onSignedIn={(user) => toast.success(t('welcome', { name: user.name }))} />
      </AuthCard>
    </RedirectWhenSignedIn>
  );
}

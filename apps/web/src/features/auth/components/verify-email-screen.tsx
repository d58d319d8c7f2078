import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getFailureMessage } from '@/lib/api-error';
import { getAuthState, useAuth, verifySession } from '@/lib/auth';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/** Opened from the e-mailed link: confirms at once, then offers the way on. */
export function VerifyEmailScreen() {
  const { t } = useTranslation('email-verification');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const auth = useAuth();
  const verification = useVerifyEmail();
  const { mutate } = verification;
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once: the token is single-use, and development's StrictMode runs effects twice.
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    mutate(token, {
      // A signed-in user's banner asking to verify should go at once: fetch the updated user.
      onSuccess: () => (getAuthState().status === 'signed-in' ? verifySession() : undefined),
    });
  }, [token, mutate]);

  const wayOn =
    auth.status === 'signed-in' ? (
      <Link to={paths.dashboard.getHref()} className={buttonClassName()}>
        {t('toDashboard')}
      </Link>
    ) : (
      <Link to={paths.login.getHref()} className={buttonClassName()}>
        {t('toLogin')}
      </Link>
    );

  return (
    <AuthCard title={t('title')}>
      {!token && <Alert>{t('missingToken')}</Alert>}
      {token && (verification.isIdle || verification.isPending) && (
        <p role="status" className="flex items-center gap-3 text-ink-muted">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          />
          {t('verifying')}
        </p>
      )}
      {verification.isSuccess && <Alert kind="success">{verification.data}</Alert>}
      {verification.isError && (
        <>
          <Alert>{getFailureMessage(verification.error, t('failed'))}</Alert>
          <p className="text-ink-muted">{t('resendHint')}</p>
        </>
      )}
      {(verification.isSuccess || verification.isError || !token) && wayOn}
    </AuthCard>
  );
}

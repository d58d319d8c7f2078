import { isErrorCode } from '@app/core/errors';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { getFailureMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useErrorCodeMessage } from '@/lib/use-error-code-message';
import { useExchangeOAuthCode } from '../api/exchange-oauth-code';
import { AuthCard } from './auth-card';

/**
 * Social sign-in comes back here with a one-time `code` (traded for a session) or an error `code` of the
 * server's catalogue, shown in the user's language.
 */
export function OAuthCallbackScreen() {
  const { t } = useTranslation(['auth-callback', 'errors', 'login']);
  const errorMessage = useErrorCodeMessage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const code = searchParams.get('code');
  const errorCode = searchParams.get('error');
  const exchange = useExchangeOAuthCode({
    onSuccess: (user) => {
      toast.success(t('login:welcome', { name: user.name }));
      navigate(paths.dashboard.getHref(), { replace: true });
    },
  });
  const { mutate } = exchange;
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once: the code is single-use.
    if (!code || errorCode || hasStarted.current) return;
    hasStarted.current = true;
    mutate(code);
  }, [code, errorCode, mutate]);

  const failure = errorCode
    ? isErrorCode(errorCode)
      ? errorMessage(errorCode)
      : t('errors:oauthFailed')
    : !code
      ? t('errors:oauthFailed')
      : exchange.isError
        ? getFailureMessage(exchange.error, t('errors:oauthFailed'))
        : null;

  if (failure) {
    return (
      <AuthCard
        title={t('failedTitle')}
        footer={
          <Link
            to={paths.login.getHref()}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('backToLogin')}
          </Link>
        }
      >
        <Alert>{failure}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('title')}>
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
        />
        {t('progress')}
      </p>
    </AuthCard>
  );
}

import { formatDate } from '@app/core/format/dates';
import { routePaths } from '@app/core/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getFailureMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useLanguage } from '@/lib/use-language';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvitePreview } from '../api/get-invite-preview';

const teamTabHref = `${paths.dashboard.getHref()}?tab=team`;

/**
 * Opened from the e-mailed link: who invites to which team, then sign in or sign up (coming back here)
 * and accept. The server decides whether the account may accept; the screen only warns early.
 */
export function InviteScreen() {
  const { t } = useTranslation('teams');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const preview = useInvitePreview(token);
  const auth = useAuth();
  const accept = useAcceptInvite();
  const next = new URLSearchParams({ next: `${routePaths.teamInvite}?${new URLSearchParams({ token })}` });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('accept.title')}</h1>
        {!token && <Alert>{t('accept.missingToken')}</Alert>}
        {token && preview.isPending && (
          <p role="status" className="text-ink-muted">
            {t('accept.loading')}
          </p>
        )}
        {preview.isError && <Alert>{getFailureMessage(preview.error, t('accept.invalid'))}</Alert>}
        {preview.data && (
          <>
            <div className="flex flex-col gap-1">
              <p className="text-lg text-ink">{t('accept.lead', preview.data)}</p>
              <p className="break-words text-ink-muted">
                {t('accept.forEmail', { email: preview.data.email })}
              </p>
              <p className="text-sm text-ink-muted">
                {t('accept.validUntil', { date: formatDate(preview.data.expiresAt, language) })}
              </p>
            </div>
            {accept.isSuccess ? (
              <>
                <Alert kind="success">
                  {t('accept.joined', { workspaceName: preview.data.workspaceName })}
                </Alert>
                <Link to={teamTabHref} className={buttonClassName({ className: 'self-start' })}>
                  {t('accept.toTeam')}
                </Link>
              </>
            ) : auth.status === 'signed-in' ? (
              <>
                <p className="break-words text-ink">{t('accept.signedInAs', { email: auth.user.email })}</p>
                {auth.user.email.toLowerCase() !== preview.data.email.toLowerCase() && (
                  <p className="text-sm text-danger-700">
                    {t('accept.otherAccount', { email: preview.data.email })}
                  </p>
                )}
                {accept.isError && <Alert>{getFailureMessage(accept.error, t('confirm.failed'))}</Alert>}
                <Button
                  className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
                  aria-disabled={accept.isPending || undefined}
                  onClick={() => {
                    if (!accept.isPending) accept.mutate(token);
                  }}
                >
                  {accept.isPending ? t('accept.submitting') : t('accept.submit')}
                </Button>
              </>
            ) : auth.status === 'signed-out' ? (
              <>
                <p className="text-ink">{t('accept.signInFirst')}</p>
                <div className="flex flex-wrap gap-3">
                  <Link to={`${paths.login.getHref()}?${next}`} className={buttonClassName()}>
                    {t('accept.signIn')}
                  </Link>
                  <Link
                    to={`${paths.signup.getHref()}?${next}`}
                    className={buttonClassName({ variant: 'secondary' })}
                  >
                    {t('accept.signUp')}
                  </Link>
                </div>
              </>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

import type { SessionView } from '@app/core/auth/responses';
import { formatDateTime } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getFailureMessage } from '@/lib/api-error';
import { signOut } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** The devices signed in to the account, each with its own sign-out, and one for all of them. */
export function SessionsSection() {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const language = useLanguage();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutEverywhere = useSignOutEverywhere();
  const failure = revoke.error ?? signOutEverywhere.error ?? sessions.error;

  function endSession(session: SessionView) {
    // This device's own session ends the usual way: the header's Sign Out does the same.
    if (session.current) {
      void signOut().then(() => toast.success(t('common:auth.signedOut')));
      return;
    }
    revoke.mutate(session.id, { onSuccess: () => toast.success(t('sessions.revoked')) });
  }

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="sessions-title" className="text-xl font-bold text-ink">
          {t('sessions.title')}
        </h2>
        <p className="text-ink-muted">{t('sessions.lead')}</p>
      </div>
      {failure && <Alert>{getFailureMessage(failure, t('errors:generic'))}</Alert>}
      {sessions.isPending && <p role="status">{t('sessions.loading')}</p>}
      {sessions.data && (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
          {sessions.data.map((session) => {
            const device = session.userAgent || t('sessions.unknownDevice');
            const lastUsedAt = formatDateTime(session.lastUsedAt, language);
            return (
              <li
                key={session.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-col gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {device}
                    {session.current && (
                      <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
                        {t('sessions.current')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {t('sessions.lastUsedAt', { date: lastUsedAt })} ·{' '}
                    {t('sessions.signedInAt', { date: formatDateTime(session.createdAt, language) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-auto"
                  aria-label={t('sessions.signOutLabel', { device, date: lastUsedAt })}
                  onClick={() => endSession(session)}
                >
                  {t('sessions.signOut')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        variant="secondary"
        className="self-start"
        aria-disabled={signOutEverywhere.isPending || undefined}
        onClick={() => {
          if (signOutEverywhere.isPending) return;
          signOutEverywhere.mutate();
        }}
      >
        {t('sessions.signOutEverywhere')}
      </Button>
    </section>
  );
}

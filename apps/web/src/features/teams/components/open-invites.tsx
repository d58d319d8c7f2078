import { formatDate } from '@app/core/format/dates';
import type { TeamInvite } from '@app/core/teams/schemas';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getFailureMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useCancelInvite } from '../api/cancel-invite';

/** Invitations not yet accepted; each holds a place in the team until it is used, cancelled or expires. */
export function OpenInvites({ invites }: { invites: TeamInvite[] }) {
  const { t } = useTranslation('teams');
  const language = useLanguage();
  const cancel = useCancelInvite();
  if (invites.length === 0) return null;
  return (
    <section aria-labelledby="team-open-invites-title" className="flex flex-col gap-3">
      <h3 id="team-open-invites-title" className="text-lg font-bold text-ink">
        {t('invites.title')}
      </h3>
      {cancel.isError && <Alert>{getFailureMessage(cancel.error, t('confirm.failed'))}</Alert>}
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
        {invites.map((invite) => (
          <li
            key={invite.id}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-medium break-all text-ink">{invite.email}</p>
              <p className="text-sm text-ink-muted">
                {t('invites.expires', { date: formatDate(invite.expiresAt, language) })}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              className="self-start sm:self-auto"
              aria-label={t('invites.cancelLabel', { email: invite.email })}
              onClick={() =>
                cancel.mutate(invite.id, { onSuccess: () => toast.success(t('invites.cancelled')) })
              }
            >
              {t('invites.cancel')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { PublicUser } from '@app/core/auth/responses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { hasPermission } from '@/lib/auth';
import { useTeam } from '../api/get-team';
import { InviteForm } from './invite-form';
import { OpenInvites } from './open-invites';
import { TeamMembers } from './team-members';

/**
 * The dashboard's team tab. Without a plan that has a team: what the plans offer. The owner manages
 * members and invitations; a member sees the team and may leave it.
 */
export function TeamPanel({ user }: { user: PublicUser }) {
  const { t } = useTranslation('teams');
  const team = useTeam();
  const canManage = hasPermission(user, 'team:manage');

  return (
    <section aria-labelledby="team-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="team-title" className="text-xl font-bold text-ink">
          {t('panel.title')}
        </h2>
        <p className="max-w-2xl text-ink-muted">{t('panel.lead')}</p>
      </div>
      {team.isPending && (
        <p role="status" className="text-ink-muted">
          {t('panel.loading')}
        </p>
      )}
      {team.isError && (
        <div className="flex flex-col items-start gap-3">
          <Alert>{t('panel.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => team.refetch()}>
            {t('panel.retry')}
          </Button>
        </div>
      )}
      {team.data &&
        (team.data.workspace === null && !canManage ? (
          <PlanNotice />
        ) : (
          <>
            <TeamSummary used={team.data.used} limit={team.data.limit} name={team.data.workspace?.name} />
            {team.data.myRole === 'member' && <p className="text-ink-muted">{t('panel.memberNotice')}</p>}
            {team.data.myRole === 'owner' && !canManage && <PlanNotice isLapsed />}
            <TeamMembers team={team.data} userId={user.id} />
            {team.data.myRole === 'owner' && <OpenInvites invites={team.data.invites} />}
            {team.data.myRole === 'owner' && canManage && (
              <InviteForm isFull={team.data.limit !== null && team.data.used >= team.data.limit} />
            )}
          </>
        ))}
    </section>
  );
}

function TeamSummary({
  used,
  limit,
  name,
}: {
  used: number;
  limit: number | null;
  name?: string | undefined;
}) {
  const { t } = useTranslation('teams');
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4 sm:p-5">
      {name && <p className="text-lg font-bold text-brand-800">{t('panel.workspace', { name })}</p>}
      <p className="font-medium text-ink" data-testid="team-usage">
        {limit === null ? t('panel.usageUnlimited', { used }) : t('panel.usage', { used, limit })}
      </p>
      <p className="text-sm text-ink-muted">{t('panel.usageHint')}</p>
    </div>
  );
}

function PlanNotice({ isLapsed = false }: { isLapsed?: boolean }) {
  const { t } = useTranslation('teams');
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-brand-50 p-4 sm:p-5">
      {!isLapsed && <p className="font-bold text-ink">{t('panel.noPlanTitle')}</p>}
      <p className="text-ink">{isLapsed ? t('panel.lapsedText') : t('panel.noPlanText')}</p>
      <Link to={paths.pricing.getHref()} className={buttonClassName({ variant: 'secondary' })}>
        {t('panel.noPlanLink')}
      </Link>
    </div>
  );
}

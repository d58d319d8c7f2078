import { formatDate } from '@app/core/format/dates';
import type { Team, TeamMember } from '@app/core/teams/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getFailureMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { ConfirmDialog } from './confirm-dialog';

type Pending = { kind: 'remove' | 'transfer' | 'leave'; member: TeamMember } | null;

/**
 * The people in the team. The owner may remove a member or hand them the team; a member sees the list
 * and may leave. Every such change asks for confirmation first.
 */
export function TeamMembers({ team, userId }: { team: Team; userId: string }) {
  const { t } = useTranslation('teams');
  const language = useLanguage();
  const [pending, setPending] = useState<Pending>(null);
  const isOwner = team.myRole === 'owner';
  const remove = useRemoveMember({ isLeaving: pending?.kind === 'leave' });
  const transfer = useTransferOwnership();
  const mutation = pending?.kind === 'transfer' ? transfer : remove;

  function close() {
    setPending(null);
    remove.reset();
    transfer.reset();
  }

  function confirm() {
    if (!pending) return;
    const { member } = pending;
    if (pending.kind === 'transfer') {
      transfer.mutate(member.userId, {
        onSuccess: () => {
          toast.success(t('confirm.transferred', { name: member.name || member.email }));
          close();
        },
      });
      return;
    }
    remove.mutate(member.userId, {
      onSuccess: (message) => {
        toast.success(message);
        close();
      },
    });
  }

  const name = pending ? pending.member.name || pending.member.email : '';
  const dialog = pending
    ? {
        remove: [t('confirm.removeTitle', { name }), t('confirm.removeText'), t('confirm.removeConfirm')],
        transfer: [
          t('confirm.transferTitle', { name }),
          t('confirm.transferText'),
          t('confirm.transferConfirm'),
        ],
        leave: [t('confirm.leaveTitle'), t('confirm.leaveText'), t('confirm.leaveConfirm')],
      }[pending.kind]
    : ['', '', ''];
  const me = team.members.find((member) => member.userId === userId);

  return (
    <section aria-labelledby="team-members-title" className="flex flex-col gap-3">
      <h3 id="team-members-title" className="text-lg font-bold text-ink">
        {t('members.title')}
      </h3>
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
        {team.members.map((member) => {
          const label = member.name || member.email;
          const isMe = member.userId === userId;
          return (
            <li
              key={member.userId}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium break-words text-ink">
                  {label} {isMe && <span className="text-ink-muted">{t('members.you')}</span>}
                </p>
                <p className="text-sm break-all text-ink-muted">{member.email}</p>
                <p className="text-sm text-ink-muted">
                  <span className="font-medium text-brand-800">{t(`members.role.${member.role}`)}</span>
                  {team.workspace &&
                    ` · ${t('members.joined', { date: formatDate(member.joinedAt, language) })}`}
                </p>
              </div>
              {isOwner && member.role === 'member' && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('members.makeOwnerLabel', { name: label })}
                    onClick={() => setPending({ kind: 'transfer', member })}
                  >
                    {t('members.makeOwner')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('members.removeLabel', { name: label })}
                    onClick={() => setPending({ kind: 'remove', member })}
                  >
                    {t('members.remove')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {!isOwner && me && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setPending({ kind: 'leave', member: me })}
        >
          {t('members.leave')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title={dialog[0] ?? ''}
        text={dialog[1] ?? ''}
        confirmLabel={dialog[2] ?? ''}
        isPending={mutation.isPending}
        failure={mutation.isError ? getFailureMessage(mutation.error, t('confirm.failed')) : undefined}
        onConfirm={confirm}
        onClose={close}
      />
    </section>
  );
}

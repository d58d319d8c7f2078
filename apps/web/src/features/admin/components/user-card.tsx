import type { AdminUser } from '@app/core/admin/schemas';
import { formatDate } from '@app/core/format/dates';
import { planDefinitions } from '@app/core/plans/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/use-language';
import { useSetUserPlan, useSetUserVerified } from '../api/change-user';
import { Details } from './details';
import { PlanForm } from './plan-form';

type Notice = { kind: 'success' | 'error'; text: string };

/** One account: its plan, trial and proof of address, and what an administrator may change. */
export function UserCard({ user, onDelete }: { user: AdminUser; onDelete: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const setPlan = useSetUserPlan();
  const setVerified = useSetUserVerified();
  const [notice, setNotice] = useState<Notice | null>(null);
  const planName = (plan: AdminUser['plan']) => planDefinitions[plan].name[language];

  const fail = (failure: unknown) =>
    setNotice({ kind: 'error', text: failure instanceof ApiError ? failure.message : t('users.failed') });

  const trial =
    user.trialPlan && user.trialEndsAt
      ? t(Date.parse(user.trialEndsAt) > Date.now() ? 'users.trialRunning' : 'users.trialEnded', {
          plan: planName(user.trialPlan),
          date: formatDate(user.trialEndsAt, language),
        })
      : t('users.noTrial');

  return (
    <article
      aria-label={user.email}
      className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-8"
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink [overflow-wrap:anywhere]">
            {user.email}
            {user.role === 'admin' && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('users.administrator')}
              </span>
            )}
          </p>
          <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">{user.name}</p>
        </div>
        <Details
          items={[
            { label: t('users.plan'), value: planName(user.plan) },
            ...(user.effectivePlan === user.plan
              ? []
              : [{ label: t('users.effectivePlan'), value: planName(user.effectivePlan) }]),
            { label: t('users.trial'), value: trial },
            {
              label: t('users.address'),
              value: user.emailVerified ? t('users.proven') : t('users.notProven'),
            },
            { label: t('users.created'), value: formatDate(user.createdAt, language) },
          ]}
        />
        {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      </div>
      <div className="flex flex-col gap-3">
        <PlanForm
          user={user}
          isSaving={setPlan.isPending}
          onSave={(plan) => {
            setNotice(null);
            setPlan.mutate(
              { userId: user.id, plan },
              {
                onSuccess: () =>
                  setNotice({
                    kind: 'success',
                    text: t('users.planSaved', { email: user.email, plan: planName(plan) }),
                  }),
                onError: fail,
              },
            );
          }}
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:flex-col">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t(user.emailVerified ? 'users.markNotProvenLabel' : 'users.markProvenLabel', {
              email: user.email,
            })}
            aria-disabled={setVerified.isPending || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            onClick={() => {
              if (setVerified.isPending) return;
              const verified = !user.emailVerified;
              setNotice(null);
              setVerified.mutate(
                { userId: user.id, verified },
                {
                  onSuccess: () =>
                    setNotice({
                      kind: 'success',
                      text: t(verified ? 'users.provenSaved' : 'users.notProvenSaved', { email: user.email }),
                    }),
                  onError: fail,
                },
              );
            }}
          >
            {setVerified.isPending
              ? t('users.saving')
              : t(user.emailVerified ? 'users.markNotProven' : 'users.markProven')}
          </Button>
          {user.role === 'admin' ? (
            <p className="self-center text-sm text-ink-muted">{t('users.adminNotDeletable')}</p>
          ) : (
            <Button
              variant="danger"
              size="sm"
              aria-label={t('users.deleteLabel', { email: user.email })}
              onClick={() => onDelete(user)}
            >
              {t('users.delete')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

import type { InviteInput } from '@app/core/teams/schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useInviteMember } from '../api/invite-member';
import { getFailureMessage } from '../utils/failure-message';
import { TeamAlert } from './team-alert';

const inviteResolver = lazyZodResolver<InviteInput>(() =>
  import('@app/core/teams/schemas').then((schemas) => schemas.inviteSchema),
);

/** The owner invites by e-mail, checked with the same schema as the server. */
export function InviteForm({ isFull }: { isFull: boolean }) {
  const { t } = useTranslation(['teams', 'auth']);
  const invite = useInviteMember();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteInput>({ resolver: inviteResolver.resolver, defaultValues: { email: '' } });
  useEffect(inviteResolver.preload, []);

  const submit = handleSubmit((input) => {
    if (invite.isPending) return;
    setSentTo(null);
    invite.mutate(input, {
      onSuccess: (created) => {
        setSentTo(created.email);
        reset();
      },
    });
  });
  // Schema keys look like `auth.validation.emailInvalid`; i18next wants `auth:validation.emailInvalid`.
  const emailError = errors.email?.message;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="team-invite-title"
      className="flex max-w-xl flex-col gap-3"
    >
      <h3 id="team-invite-title" className="text-lg font-bold text-ink">
        {t('invite.title')}
      </h3>
      {isFull && <p className="text-sm text-ink-muted">{t('invite.full')}</p>}
      {invite.isError && <TeamAlert>{getFailureMessage(invite.error, t('confirm.failed'))}</TeamAlert>}
      {sentTo && <TeamAlert kind="success">{t('invite.sent', { email: sentTo })}</TeamAlert>}
      <Input
        label={t('invite.email')}
        hint={t('invite.hint')}
        type="email"
        autoComplete="off"
        inputMode="email"
        error={emailError ? t(emailError.replace('.', ':') as never) : undefined}
        {...register('email')}
      />
      <Button
        type="submit"
        className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
        aria-disabled={invite.isPending || undefined}
      >
        {invite.isPending ? t('invite.submitting') : t('invite.submit')}
      </Button>
    </form>
  );
}

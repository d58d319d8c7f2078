import type { InviteInput } from '@app/core/teams/schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getFailureMessage } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useInviteMember } from '../api/invite-member';

const inviteResolver = lazyZodResolver<InviteInput>(() =>
  import('@app/core/teams/schemas').then((schemas) => schemas.inviteSchema),
);

/** The owner invites by e-mail, checked with the same schema as the server. */
export function InviteForm({ isFull }: { isFull: boolean }) {
  const { t } = useTranslation(['teams', 'auth']);
  const translateMessage = useValidationMessage();
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
      {invite.isError && <Alert>{getFailureMessage(invite.error, t('confirm.failed'))}</Alert>}
      {sentTo && <Alert kind="success">{t('invite.sent', { email: sentTo })}</Alert>}
      <Input
        label={t('invite.email')}
        hint={t('invite.hint')}
        type="email"
        autoComplete="off"
        inputMode="email"
        error={translateMessage(errors.email?.message)}
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

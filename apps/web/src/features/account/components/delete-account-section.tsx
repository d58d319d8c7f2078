import { authLimits } from '@app/core/auth/message-keys';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/auth-tokens';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useDeleteAccount } from '../api/delete-account';
import type { DeleteAccountInput } from '../utils/delete-account-form';

const formId = 'delete-account-form';

type Values = { password: string };

// zod and the schema load when the dialog opens, not with the account screen.
const deleteResolver = lazyZodResolver<Values, DeleteAccountInput>(() =>
  import('../utils/delete-account-form').then((module) => module.deleteAccountFormSchema),
);

/** The right to erasure (GDPR Art. 17), behind a confirmation that asks for the password again. */
export function DeleteAccountSection() {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, DeleteAccountInput>({
    resolver: deleteResolver.resolver,
    defaultValues: { password: '' },
  });
  const translateMessage = useValidationMessage();
  // The session ends once this screen has gone: ended while it is still shown, the account screen
  // would send the user to sign in rather than home. (Nothing is left to sign out of on the server.)
  const endsSessionOnLeaving = useRef(false);
  useEffect(
    () => () => {
      if (endsSessionOnLeaving.current) tokenStore.endSession();
    },
    [],
  );
  const deletion = useDeleteAccount({
    onSuccess: (message) => {
      toast.success(message);
      endsSessionOnLeaving.current = true;
      navigate(paths.home.getHref(), { replace: true });
    },
  });

  function close() {
    setIsOpen(false);
    reset();
    deletion.reset();
  }

  const failure = deletion.isError
    ? deletion.error instanceof ApiError
      ? deletion.error.message
      : t('errors:generic')
    : translateMessage(errors.password?.message, { max: authLimits.passwordMax });

  return (
    <section
      aria-labelledby="delete-account-title"
      className="flex flex-col gap-3 rounded-xl border border-danger-700/30 p-4 sm:p-5"
    >
      <h2 id="delete-account-title" className="text-xl font-bold text-danger-700">
        {t('deleteAccount.title')}
      </h2>
      <p className="max-w-2xl text-ink-muted">{t('deleteAccount.text')}</p>
      <Button
        variant="danger"
        className="self-start"
        onClick={() => {
          deleteResolver.preload();
          setIsOpen(true);
        }}
      >
        {t('deleteAccount.button')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={t('deleteAccount.dialogTitle')}
        description={t('deleteAccount.dialogText')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="danger"
              aria-disabled={deletion.isPending || undefined}
              className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              {deletion.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit((input) => {
            if (!deletion.isPending) deletion.mutate(input?.password ?? '');
          })}
        >
          <Input
            label={t('deleteAccount.password')}
            hint={t('deleteAccount.passwordHint')}
            type="password"
            autoComplete="current-password"
            error={failure}
            {...register('password')}
          />
        </form>
      </Dialog>
    </section>
  );
}

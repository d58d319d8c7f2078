import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/auth-tokens';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

const formId = 'delete-account-form';

/** The right to erasure (GDPR Art. 17), behind a confirmation that asks for the password again. */
export function DeleteAccountSection() {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
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
    setPassword('');
    deletion.reset();
  }

  const failure = deletion.isError
    ? deletion.error instanceof ApiError
      ? deletion.error.message
      : t('errors:generic')
    : undefined;

  return (
    <section
      aria-labelledby="delete-account-title"
      className="flex flex-col gap-3 rounded-xl border border-danger-700/30 p-4 sm:p-5"
    >
      <h2 id="delete-account-title" className="text-xl font-bold text-danger-700">
        {t('deleteAccount.title')}
      </h2>
      <p className="max-w-2xl text-ink-muted">{t('deleteAccount.text')}</p>
      <Button variant="danger" className="self-start" onClick={() => setIsOpen(true)}>
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
          onSubmit={(event) => {
            event.preventDefault();
            if (!deletion.isPending) deletion.mutate(password);
          }}
        >
          <Input
            label={t('deleteAccount.password')}
            hint={t('deleteAccount.passwordHint')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={failure}
          />
        </form>
      </Dialog>
    </section>
  );
}

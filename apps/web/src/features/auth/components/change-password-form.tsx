import { type ChangePasswordInput, changePasswordSchema } from '@app/core/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { getFailureMessage } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';
import { useMessageTranslator } from '../utils/form-messages';
import { SubmitButton } from './submit-button';

export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'auth']);
  const translateMessage = useMessageTranslator();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const submit = handleSubmit(
    (input) => change.mutate(input, { onSuccess: () => reset() }),
    // The last refusal goes with another attempt, even one the form itself stops.
    () => change.reset(),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="password-title"
      className="flex max-w-xl flex-col gap-4"
    >
      <h2 id="password-title" className="text-xl font-bold text-ink">
        {t('password.title')}
      </h2>
      {change.isError && (
        <Alert>{getFailureMessage(change.error, t('auth:failure.passwordChangeFailed'))}</Alert>
      )}
      {change.isSuccess && <Alert kind="success">{change.data}</Alert>}
      <Input
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        error={translateMessage(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <Input
        label={t('password.new')}
        hint={t('password.newHint')}
        type="password"
        autoComplete="new-password"
        error={translateMessage(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <SubmitButton
        isPending={change.isPending}
        label={t('password.submit')}
        pendingLabel={t('password.submitting')}
        className="self-start"
      />
    </form>
  );
}

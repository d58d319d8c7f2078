import type { ResetPasswordInput } from '@app/core/auth/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { getFailureMessage } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSimpleForm } from '@/lib/use-simple-form';
import { useResetTokenRefusal } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { useMessageTranslator } from '../utils/form-messages';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';

const linkClassName = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
// The token comes from the e-mailed link, not from the form. The schema (and zod) loads when the form
// first checks, not with the screen (the 150 kB budget: docs/product-decisions.md, Performance budgets).
type NewPasswordInput = Pick<ResetPasswordInput, 'newPassword'>;
const newPasswordResolver = lazyZodResolver<NewPasswordInput>(() =>
  import('@app/core/auth/schemas').then((schemas) => schemas.resetPasswordSchema.pick({ newPassword: true })),
);

export function ResetPasswordScreen() {
  const { t } = useTranslation(['password-reset', 'auth']);
  const [searchParams] = useSearchParams();
  const resetToken = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const refusal = useResetTokenRefusal(resetToken);
  const translateMessage = useMessageTranslator();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSimpleForm<NewPasswordInput>({
    resolver: newPasswordResolver.resolver,
    defaultValues: { newPassword: '' },
  });
  useEffect(newPasswordResolver.preload, []);

  const requestNewLink = (
    <Link to={paths.forgotPassword.getHref()} className={linkClassName}>
      {t('reset.requestNew')}
    </Link>
  );

  if (!resetToken) {
    return (
      <AuthCard title={t('reset.title')} footer={requestNewLink}>
        <Alert>{t('reset.missingToken')}</Alert>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert kind="success">{reset.data}</Alert>
        <p className="text-ink-muted">{t('reset.doneDetails')}</p>
        <Link to={paths.login.getHref()} className={buttonClassName()}>
          {t('signIn')}
        </Link>
      </AuthCard>
    );
  }
  if (refusal) {
    return (
      <AuthCard title={t('reset.title')} footer={requestNewLink}>
        <Alert>{refusal}</Alert>
        <p className="text-ink-muted">{t('reset.usedDetails')}</p>
        <Link to={paths.login.getHref()} className={buttonClassName()}>
          {t('signIn')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')} footer={requestNewLink}>
      <form
        noValidate
        onSubmit={handleSubmit(
          ({ newPassword }) => reset.mutate({ resetToken, newPassword }),
          // The last refusal goes with another attempt, even one the form itself stops.
          () => reset.reset(),
        )}
        className="flex flex-col gap-4"
      >
        {reset.isError && (
          <Alert>{getFailureMessage(reset.error, t('auth:failure.passwordResetFailed'))}</Alert>
        )}
        <Input
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          error={translateMessage(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <SubmitButton
          isPending={reset.isPending}
          label={t('reset.submit')}
          pendingLabel={t('reset.submitting')}
        />
      </form>
    </AuthCard>
  );
}

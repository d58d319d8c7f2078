import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { getFailureMessage } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSimpleForm } from '@/lib/use-simple-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useMessageTranslator } from '../utils/form-messages';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';

type ForgotPasswordInput = { email: string };
// The schema (and zod) loads when the form first checks, not with the screen (the 150 kB budget:
// docs/product-decisions.md, Performance budgets).
const forgotPasswordResolver = lazyZodResolver<ForgotPasswordInput>(() =>
  import('@app/core/auth/schemas').then((schemas) => schemas.forgotPasswordSchema),
);
const linkClassName = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

export function ForgotPasswordScreen() {
  const { t } = useTranslation(['password-reset', 'auth']);
  const translateMessage = useMessageTranslator();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSimpleForm<ForgotPasswordInput>({
    resolver: forgotPasswordResolver.resolver,
    defaultValues: { email: '' },
  });
  useEffect(forgotPasswordResolver.preload, []);

  return (
    <AuthCard
      title={t('forgot.title')}
      lead={request.isSuccess ? undefined : t('forgot.lead')}
      footer={
        <Link to={paths.login.getHref()} className={linkClassName}>
          {t('backToLogin')}
        </Link>
      }
    >
      {request.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert kind="success">{request.data}</Alert>
          <p className="text-ink-muted">{t('forgot.sentDetails')}</p>
          <Button variant="secondary" onClick={() => request.reset()}>
            {t('forgot.sendAgain')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((input) => request.mutate(input))}
          className="flex flex-col gap-4"
        >
          {request.isError && (
            <Alert>{getFailureMessage(request.error, t('auth:failure.passwordResetFailed'))}</Alert>
          )}
          <Input
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={translateMessage(errors.email?.message)}
            {...register('email')}
          />
          <SubmitButton
            isPending={request.isPending}
            label={t('forgot.submit')}
            pendingLabel={t('forgot.submitting')}
          />
        </form>
      )}
    </AuthCard>
  );
}

import type { LoginInput } from '@app/core/auth/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { getFailureMessage } from '@/lib/api-error';
import type { AuthUser } from '@/lib/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSimpleForm } from '@/lib/use-simple-form';
import { useLogIn } from '../api/log-in';
import { useMessageTranslator } from '../utils/form-messages';
import { SubmitButton } from './submit-button';

const loginResolver = lazyZodResolver<LoginInput>(() =>
  import('@app/core/auth/schemas').then((schemas) => schemas.loginSchema),
);

export function LoginForm({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const { t } = useTranslation(['login', 'auth']);
  const translateMessage = useMessageTranslator();
  const logIn = useLogIn({ onSuccess: onSignedIn });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSimpleForm<LoginInput>({
    resolver: loginResolver.resolver,
    defaultValues: { email: '', password: '' },
  });
  useEffect(loginResolver.preload, []);

  const submit = handleSubmit(
    (input) => logIn.mutate(input),
    // The last refusal goes with another attempt, even one the form itself stops.
    () => logIn.reset(),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {logIn.isError && <Alert>{getFailureMessage(logIn.error, t('auth:failure.loginFailed'))}</Alert>}
      <Input
        label={t('form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={translateMessage(errors.email?.message)}
        {...register('email')}
      />
      <div className="flex flex-col gap-1.5">
        <Input
          label={t('form.password')}
          type="password"
          autoComplete="current-password"
          error={translateMessage(errors.password?.message)}
          {...register('password')}
        />
        <Link
          to={paths.forgotPassword.getHref()}
          className="self-end py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('form.forgotPassword')}
        </Link>
      </div>
      <SubmitButton
        isPending={logIn.isPending}
        label={t('form.submit')}
        pendingLabel={t('form.submitting')}
      />
    </form>
  );
}

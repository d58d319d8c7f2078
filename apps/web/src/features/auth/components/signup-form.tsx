import type { RegisterFormValues, RegisterInput } from '@app/core/auth/schemas';
import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ErrorSummary, type SummaryItem } from '@/components/ui/error-summary';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError, getFailureMessage } from '@/lib/api-error';
import type { AuthUser } from '@/lib/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSimpleForm } from '@/lib/use-simple-form';
import { useRegister } from '../api/register';
import { useMessageTranslator } from '../utils/form-messages';
import { SubmitButton } from './submit-button';
import { TermsCheckbox } from './terms-checkbox';

// The box starts unticked; the schema accepts only `true`.
type SignupValues = Omit<RegisterFormValues, 'termsAccepted' | 'confirmPassword'> & {
  confirmPassword: string;
  termsAccepted: boolean;
};

const fieldOrder = ['name', 'email', 'password', 'confirmPassword', 'termsAccepted'] as const;
const fieldIds: Record<(typeof fieldOrder)[number], string> = {
  name: 'signup-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
  termsAccepted: 'signup-terms',
};

const signupResolver = lazyZodResolver<RegisterFormValues, RegisterInput>(() =>
  import('@app/core/auth/schemas').then((schemas) => schemas.registerSchema),
);

export function SignupForm({ onSignedUp }: { onSignedUp: (user: AuthUser) => void }) {
  const { t } = useTranslation(['signup', 'auth']);
  const translateMessage = useMessageTranslator();
  const registration = useRegister({ onSuccess: onSignedUp });
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSimpleForm<SignupValues, RegisterInput>({
    resolver: signupResolver.resolver as never,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', termsAccepted: false },
  });
  useEffect(signupResolver.preload, []);

  // The summary lists what was wrong at the last attempt; the fields update as they are corrected.
  // A refusal from the server belongs to the attempt before: it goes as soon as another is made.
  const showSummary = (fieldErrors: FieldErrors<SignupValues>) => {
    registration.reset();
    setSummary(
      fieldOrder.flatMap((field) => {
        const message = translateMessage(fieldErrors[field]?.message);
        return message ? [{ fieldId: fieldIds[field], message }] : [];
      }),
    );
  };
  const submit = handleSubmit((input) => {
    setSummary([]);
    registration.mutate(input);
  }, showSummary);
  const fieldError = (field: (typeof fieldOrder)[number]) => translateMessage(errors[field]?.message);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorSummary title={t('errorSummary')} items={summary} />
      {registration.isError && (
        <Alert>
          {getFailureMessage(registration.error, t('auth:failure.registrationFailed'))}
          {registration.error instanceof ApiError && registration.error.code === 'EMAIL_EXISTS' && (
            <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              <Link to={paths.login.getHref()} className="underline underline-offset-2">
                {t('emailExists.signIn')}
              </Link>
              <Link to={paths.forgotPassword.getHref()} className="underline underline-offset-2">
                {t('emailExists.resetPassword')}
              </Link>
            </span>
          )}
        </Alert>
      )}
      <Input
        id={fieldIds.name}
        label={t('form.name')}
        autoComplete="name"
        error={fieldError('name')}
        {...register('name')}
      />
      <Input
        id={fieldIds.email}
        label={t('form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError('email')}
        {...register('email')}
      />
      <Input
        id={fieldIds.password}
        label={t('form.password')}
        hint={t('form.passwordHint')}
        type="password"
        autoComplete="new-password"
        error={fieldError('password')}
        {...register('password')}
      />
      <Input
        id={fieldIds.confirmPassword}
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
      <TermsCheckbox error={fieldError('termsAccepted')} {...register('termsAccepted')} />
      <SubmitButton
        isPending={registration.isPending}
        label={t('form.submit')}
        pendingLabel={t('form.submitting')}
      />
    </form>
  );
}

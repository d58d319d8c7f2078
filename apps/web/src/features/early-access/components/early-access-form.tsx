import {
  type EarlyAccessFormInput,
  type EarlyAccessFormValues,
  earlyAccessConsentVersion,
  earlyAccessFormSchema,
} from '@app/core/early-access/schemas';
import { defaultLanguage, isLanguage } from '@app/core/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ErrorSummary, type SummaryItem } from '../../../components/ui/error-summary';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useFormTiming } from '../../../lib/use-form-timing';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useEarlyAccessSignUp } from '../api/sign-up';
import { SignedUpPanel } from './signed-up-panel';

const fieldIds = { email: 'early-access-email', consent: 'early-access-consent' } as const;
const fields = ['email', 'consent'] as const;

/** E-mail and consent; the consent box's text is the versioned text the server records. */
export function EarlyAccessForm() {
  const { t, i18n } = useTranslation(['early-access', 'validation']);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  const timing = useFormTiming();
  // Disabled until hydrated: before that the browser would send the form itself, the address in the URL.
  const isHydrated = useIsHydrated();
  const signUp = useEarlyAccessSignUp();
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<EarlyAccessFormValues, unknown, EarlyAccessFormInput>(
    {
      resolver: zodResolver(earlyAccessFormSchema) as never,
      defaultValues: { email: '', consent: false, website: '' },
    },
  );
  // Keys such as `validation.email` and `early-access.validation.consentRequired`, as i18next wants them.
  const translate = (key: string | undefined) => (key ? t(key.replace('.', ':') as never) : undefined);
  const showSummary = (errors: FieldErrors<EarlyAccessFormValues>) =>
    setSummary(
      fields.flatMap((field) => {
        const message = translate(errors[field]?.message);
        if (!message) return [];
        // The consent's message names its box; the address's is generic ("Invalid email address").
        return [
          {
            fieldId: fieldIds[field],
            message: field === 'email' ? `${t('section.email')}: ${message}` : message,
          },
        ];
      }),
    );
  const submit = handleSubmit((input) => {
    setSummary([]);
    signUp.mutate(
      { ...input, language, consentVersion: earlyAccessConsentVersion, ...timing.read() },
      { onSuccess: () => setSignedUp(input.email) },
    );
  }, showSummary);

  if (signedUp !== null) return <SignedUpPanel email={signedUp} />;
  return (
    <form
      noValidate
      aria-label={t('section.formLabel')}
      onSubmit={submit}
      onFocus={timing.onFocus}
      className="relative flex flex-col gap-5"
    >
      <ErrorSummary title={t('section.errorSummary')} items={summary} />
      {signUp.isError && (
        <p
          role="alert"
          className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 font-medium text-danger-700"
        >
          {signUp.error.message || t('section.failure')}
        </p>
      )}
      <Input
        id={fieldIds.email}
        label={t('section.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={translate(formState.errors.email?.message)}
        {...register('email')}
      />
      <Checkbox
        id={fieldIds.consent}
        label={t(`consentTexts.${earlyAccessConsentVersion}`)}
        error={translate(formState.errors.consent?.message)}
        {...register('consent')}
      />
      <HoneypotField label={t('section.website')} {...register('website')} />
      <Button
        type="submit"
        size="lg"
        disabled={!isHydrated}
        aria-disabled={signUp.isPending || undefined}
        onClick={(event) => {
          if (signUp.isPending) event.preventDefault();
        }}
        className="aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        <span aria-live="polite">{signUp.isPending ? t('section.submitting') : t('section.submit')}</span>
      </Button>
      <p className="text-sm text-ink-muted">
        <Trans
          t={t}
          i18nKey="section.privacy"
          components={{
            privacy: (
              <Link
                to={paths.privacy.getHref()}
                target="_blank"
                className="font-medium text-brand-700 underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
    </form>
  );
}

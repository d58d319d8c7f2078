import { earlyAccessConsentVersion } from '@app/core/early-access/consent';
import type { EarlyAccessFormInput } from '@app/core/early-access/schemas';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorSummary, type SummaryItem } from '@/components/ui/error-summary';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { TaggedText } from '@/components/ui/tagged-text';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useFormTiming } from '@/lib/use-form-timing';
import { useLanguage } from '@/lib/use-language';
import { useSimpleForm } from '@/lib/use-simple-form';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useEarlyAccessSignUp } from '../api/sign-up';
import { SignedUpPanel } from './signed-up-panel';

const fieldIds = { email: 'early-access-email', consent: 'early-access-consent' } as const;
const fields = ['email', 'consent'] as const;
type Values = { email: string; consent: boolean; website: string };
const emptyValues: Values = { email: '', consent: false, website: '' };

// The server's schema, with zod loaded on the first check: the home page is pre-rendered and within the
// 150 kB budget (docs/architecture.md, Forms and requests).
const signUpResolver = lazyZodResolver<Values, EarlyAccessFormInput>(() =>
  import('@app/core/early-access/schemas').then((module) => module.earlyAccessFormSchema as never),
);

/** E-mail and consent; the consent box's text is the versioned text the server records. */
export function EarlyAccessForm() {
  const { t } = useTranslation(['early-access', 'validation']);
  const translateMessage = useValidationMessage();
  const language = useLanguage();
  const timing = useFormTiming();
  const signUp = useEarlyAccessSignUp();
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useSimpleForm<Values, EarlyAccessFormInput>({
    resolver: signUpResolver.resolver,
    defaultValues: emptyValues,
  });

  // The summary lists what was wrong at the last attempt; the fields update as they are corrected.
  const showSummary = (errors: FieldErrors<Values>) =>
    setSummary(
      fields.flatMap((field) => {
        const message = translateMessage(errors[field]?.message);
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
    if (signUp.isPending) return;
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
      onFocus={() => {
        timing.onFocus();
        signUpResolver.preload();
      }}
      className="relative flex flex-col gap-5"
    >
      <ErrorSummary title={t('section.errorSummary')} items={summary} />
      {signUp.isError && <Alert size="md">{signUp.error.message || t('section.failure')}</Alert>}
      <Input
        id={fieldIds.email}
        label={t('section.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={translateMessage(formState.errors.email?.message)}
        {...register('email')}
      />
      <Checkbox
        id={fieldIds.consent}
        label={t(`consentTexts.${earlyAccessConsentVersion}`)}
        error={translateMessage(formState.errors.consent?.message)}
        {...register('consent')}
      />
      <HoneypotField label={t('section.website')} {...register('website')} />
      <Button
        type="submit"
        size="lg"
        aria-disabled={signUp.isPending || undefined}
        onClick={(event) => {
          if (signUp.isPending) event.preventDefault();
        }}
        className="aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        <span aria-live="polite">{signUp.isPending ? t('section.submitting') : t('section.submit')}</span>
      </Button>
      <p className="text-sm text-ink-muted">
        <TaggedText
          text={t('section.privacy')}
          elements={{
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

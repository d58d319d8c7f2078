import { earlyAccessConsentVersion } from '@app/core/early-access/consent';
import type { EarlyAccessFormValues } from '@app/core/early-access/schemas';
import { type FormEvent, useState } from 'react';
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
import { useFormTiming } from '@/lib/use-form-timing';
import { useLanguage } from '@/lib/use-language';
import { useEarlyAccessSignUp } from '../api/sign-up';
import { SignedUpPanel } from './signed-up-panel';

const fieldIds = { email: 'early-access-email', consent: 'early-access-consent' } as const;
const fields = ['email', 'consent'] as const;
type Field = (typeof fields)[number];
const emptyValues: EarlyAccessFormValues = { email: '', consent: false, website: '' };

// Without react-hook-form and with zod loaded on the first check: two fields do not need them in the
// home page's initial JavaScript (the 150 kB budget: docs/product-decisions.md, Performance budgets). The
// schema is the server's.
const loadSchema = () =>
  import('@app/core/early-access/schemas').then((module) => module.earlyAccessFormSchema);

/** The message key of each field's first problem, in the fields' order. */
async function checkValues(values: EarlyAccessFormValues) {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return { data: undefined, errors };
}

/** E-mail and consent; the consent box's text is the versioned text the server records. */
export function EarlyAccessForm() {
  const { t } = useTranslation(['early-access', 'validation']);
  const language = useLanguage();
  const timing = useFormTiming();
  const signUp = useEarlyAccessSignUp();
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [signedUp, setSignedUp] = useState<string | null>(null);
  // Keys such as `validation.email` and `early-access.validation.consentRequired`, as i18next wants them.
  const translate = (key: string | undefined) => (key ? t(key.replace('.', ':') as never) : undefined);
  const summary: SummaryItem[] = fields.flatMap((field) => {
    const message = translate(errors[field]);
    if (!message) return [];
    // The consent's message names its box; the address's is generic ("Invalid email address").
    return [
      {
        fieldId: fieldIds[field],
        message: field === 'email' ? `${t('section.email')}: ${message}` : message,
      },
    ];
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const checked = await checkValues(values);
    setErrors(checked.errors);
    if (!checked.data) {
      const firstInvalid = fields.find((field) => checked.errors[field]);
      if (firstInvalid) document.getElementById(fieldIds[firstInvalid])?.focus();
      return;
    }
    const { email } = checked.data;
    signUp.mutate(
      { ...checked.data, language, consentVersion: earlyAccessConsentVersion, ...timing.read() },
      { onSuccess: () => setSignedUp(email) },
    );
  };

  if (signedUp !== null) return <SignedUpPanel email={signedUp} />;
  return (
    <form
      noValidate
      aria-label={t('section.formLabel')}
      onSubmit={(event) => void submit(event)}
      onFocus={() => {
        timing.onFocus();
        void loadSchema();
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
        name="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={translate(errors.email)}
      />
      <Checkbox
        id={fieldIds.consent}
        label={t(`consentTexts.${earlyAccessConsentVersion}`)}
        name="consent"
        checked={values.consent}
        onChange={(event) => setValues({ ...values, consent: event.target.checked })}
        error={translate(errors.consent)}
      />
      <HoneypotField
        label={t('section.website')}
        name="website"
        value={values.website}
        onChange={(event) => setValues({ ...values, website: event.target.value })}
      />
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

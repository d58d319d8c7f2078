import { employeeBands } from '@app/core/assessment/company';
import { type ContactKind, contactLimits } from '@app/core/contact/limits';
import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ErrorSummary, type SummaryItem } from '@/components/ui/error-summary';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type LazyZodResolver, lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useFormTiming } from '@/lib/use-form-timing';
import { useSimpleForm } from '@/lib/use-simple-form';
import { type ContactMessageRequest, useSendContactMessage } from '../api/send-contact-message';
import { useFieldMessage } from '../utils/message-translator';
import { FormFooter } from './form-footer';
import { SentPanel } from './sent-panel';

type Values = {
  name: string;
  email: string;
  company: string;
  companySize: string;
  subject: string;
  message: string;
  website: string;
};
type Field = Exclude<keyof Values, 'website'>;

const fieldOrder: Record<ContactKind, readonly Field[]> = {
  contact: ['name', 'email', 'subject', 'message'],
  sales: ['name', 'email', 'company', 'companySize', 'subject', 'message'],
};
// The same schemas as the server's, loaded with zod on first use rather than with the page (the 150 kB
// budget: docs/product-decisions.md, Performance budgets). The form's values are a superset of either
// schema's input.
const formResolvers: Record<ContactKind, LazyZodResolver<Values, Values>> = {
  contact: lazyZodResolver<Values>(() =>
    import('@app/core/contact/schemas').then((schemas) => schemas.contactFormSchema as never),
  ),
  sales: lazyZodResolver<Values>(() =>
    import('@app/core/contact/schemas').then((schemas) => schemas.salesFormSchema as never),
  ),
};
const emptyValues: Values = {
  name: '',
  email: '',
  company: '',
  companySize: '',
  subject: '',
  message: '',
  website: '',
};

/**
 * The contact form and the sales enquiry, checked with the same schema as the server. Answers stay in
 * the fields when sending fails; after a success the form gives way to a confirmation.
 */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation('contact');
  const fieldMessage = useFieldMessage();
  const timing = useFormTiming();
  const send = useSendContactMessage();
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = fieldOrder[kind];
  const fieldId = (field: Field) => `${kind}-${field}`;
  const { register, handleSubmit, reset, formState } = useSimpleForm<Values>({
    resolver: formResolvers[kind].resolver,
    defaultValues: emptyValues,
  });
  useEffect(() => formResolvers[kind].preload(), [kind]);
  const errorOf = (field: Field) => fieldMessage(field, formState.errors[field]?.message);
  const labelOf = (field: Field) =>
    t(field === 'message' && kind === 'sales' ? 'form.salesMessage' : `form.${field}`);

  const showSummary = (errors: FieldErrors<Values>) =>
    setSummary(
      fields.flatMap((field) => {
        const message = fieldMessage(field, errors[field]?.message);
        // The field's name first: several fields can share "This field is required".
        return message ? [{ fieldId: fieldId(field), message: `${labelOf(field)}: ${message}` }] : [];
      }),
    );
  const submit = handleSubmit((input) => {
    setSummary([]);
    const request = { kind, body: { ...input, ...timing.read() } } as ContactMessageRequest;
    send.mutate(request, { onSuccess: () => setSentTo(input.email) });
  }, showSummary);

  if (sentTo !== null) {
    return (
      <SentPanel
        email={sentTo}
        onAnother={() => {
          reset(emptyValues);
          send.reset();
          timing.restart();
          setSentTo(null);
        }}
      />
    );
  }

  const text = (field: Field, extra: object = {}) => ({
    id: fieldId(field),
    error: errorOf(field),
    ...register(field),
    ...extra,
  });
  return (
    <form
      noValidate
      aria-label={t(kind === 'sales' ? 'form.salesLabel' : 'form.label')}
      onSubmit={submit}
      onFocus={timing.onFocus}
      className="relative flex flex-col gap-5"
    >
      <ErrorSummary title={t('form.errorSummary')} items={summary} />
      {send.isError && <Alert size="md">{send.error.message || t('failure')}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label={labelOf('name')} autoComplete="name" {...text('name')} />
        <Input
          label={labelOf('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...text('email')}
        />
        {kind === 'sales' && (
          <>
            <Input label={labelOf('company')} autoComplete="organization" {...text('company')} />
            <Select
              label={labelOf('companySize')}
              placeholder={t('form.companySizePlaceholder')}
              options={employeeBands.map((band) => ({ value: band, label: t(`form.sizes.${band}`) }))}
              {...text('companySize')}
            />
          </>
        )}
      </div>
      <Input label={labelOf('subject')} {...text('subject')} />
      <Textarea
        label={labelOf('message')}
        hint={t('form.messageHint', contactLimits.message)}
        {...text('message')}
      />
      <HoneypotField label={t('form.website')} {...register('website')} />
      <FormFooter
        isPending={send.isPending}
        label={t(kind === 'sales' ? 'form.salesSubmit' : 'form.submit')}
      />
    </form>
  );
}

import type { Language } from '@app/core/errors';
import { formatTime } from '@app/core/format/dates';
import type { ReportView } from '@app/core/reports/schemas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useSimpleForm } from '@/lib/use-simple-form';
import { useSendReportEmail } from '../api/send-report-email';
import { PaidFeatureIcon } from './paid-feature';
import type { UpgradeReason } from './upgrade-offer-dialog';

type Values = { email: string };

/*
 * The server's schema, with zod loaded when the form is first used, not with the report screen: a visitor's
 * screen, within the 150 kB budget (docs/architecture.md, Forms and requests). The language is the form's, not a field.
 */
const emailResolver = lazyZodResolver<Values, Values>(() =>
  import('@app/core/reports/schemas').then((module) => module.sendReportEmailSchema as never),
);

/**
 * "Send to Email": the address is required here even though the form's is optional
 * (docs/product-decisions.md, Messages with fixed wording). The address is checked first, so the message
 * shows at the field whatever the plan.
 */
export function EmailReportForm({
  report,
  language,
  onUpgrade,
}: {
  report: Pick<ReportView, 'id' | 'status' | 'canExport' | 'email'>;
  language: Language;
  onUpgrade: (reason: UpgradeReason) => void;
}) {
  const { t } = useTranslation(['report-email', 'reports', 'errors']);
  const formId = useId();
  const uiLanguage = useLanguage();
  const send = useSendReportEmail();
  const { user } = useAuth();
  const { register, handleSubmit, formState } = useSimpleForm<Values>({
    resolver: emailResolver.resolver,
    // The address given with the answers, else the account's own.
    defaultValues: { email: report.email ?? user?.email ?? '' },
  });
  // The server's refusal of the address, shown at the field until the next attempt.
  const [refusal, setRefusal] = useState<string>();
  // The last address the report was queued for: the toast goes, this stays until the next send.
  const [sent, setSent] = useState<{ email: string; at: Date }>();
  // A second press while the schema is still loading must not send twice.
  const isChecking = useRef(false);

  const check = handleSubmit(({ email }) => {
    setRefusal(undefined);
    setSent(undefined);
    if (!report.canExport) {
      onUpgrade('email');
      return;
    }
    if (send.isPending) return;
    send.mutate(
      { reportId: report.id, email, language },
      {
        onSuccess: (message) => {
          toast.success(message);
          setSent({ email, at: new Date() });
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.message : t('errors:generic');
          if (failure instanceof ApiError && failure.code === 'VALIDATION_FAILED') setRefusal(message);
          else toast.error(message);
        },
      },
    );
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isChecking.current) return;
    isChecking.current = true;
    try {
      await check(event);
    } catch {
      // zod and the schema did not load.
      toast.error(t('errors:network'));
    } finally {
      isChecking.current = false;
    }
  }

  const invalid = formState.errors.email?.message;
  const error = invalid
    ? invalid === 'reports.emailRequired'
      ? t('reports:emailRequired')
      : t('invalid')
    : refusal;

  return (
    <div className="flex flex-col gap-2">
      <form
        id={formId}
        noValidate
        aria-label={t('formLabel')}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => void submit(event)}
        // Typing an address takes longer than loading the schema, so a send rarely waits for it.
        onFocus={emailResolver.preload}
      >
        <div className="min-w-0 flex-1">
          <Input label={t('label')} type="email" autoComplete="email" error={error} {...register('email')} />
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={report.status !== 'completed'}
          aria-disabled={send.isPending || undefined}
          className="aria-disabled:cursor-wait sm:mt-7"
        >
          {report.canExport ? <MailIcon /> : <PaidFeatureIcon />}
          {send.isPending ? t('sending') : t('send')}
        </Button>
      </form>
      {sent && (
        <p className="break-words text-sm text-ink-muted" data-testid="email-sent">
          {t('sent', { email: sent.email, time: formatTime(sent.at, uiLanguage) })}
        </p>
      )}
    </div>
  );
}

function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0">
      <path
        d="M3 5.5h14v9H3zM3.5 6l6.5 5 6.5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import type { Language } from '@app/core/errors';
import type { ReportView } from '@app/core/reports/schemas';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { loadOnce } from '@/lib/load-once';
import { toast } from '@/lib/toast';
import { useSendReportEmail } from '../api/send-report-email';
import type { UpgradeReason } from './upgrade-offer-dialog';

type SendReportEmailSchema = typeof import('@app/core/reports/schemas').sendReportEmailSchema;

/*
 * The schema (and zod, about 25 kB gzip) loads when the form is first used, not with the report screen:
 * its initial JavaScript stays within the 150 kB budget (docs/product-decisions.md, Performance budgets).
 */
const loadSchema = loadOnce(() =>
  import('@app/core/reports/schemas').then((module) => module.sendReportEmailSchema),
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
  const { t } = useTranslation(['reports', 'errors']);
  const formId = useId();
  const [email, setEmail] = useState(report.email ?? '');
  const [error, setError] = useState<string>();
  const send = useSendReportEmail();
  // A second press while the schema is still loading must not send twice.
  const isChecking = useRef(false);

  async function submit() {
    if (isChecking.current) return;
    isChecking.current = true;
    let sendReportEmailSchema: SendReportEmailSchema;
    try {
      sendReportEmailSchema = await loadSchema();
    } catch {
      toast.error(t('errors:network'));
      return;
    } finally {
      isChecking.current = false;
    }
    const parsed = sendReportEmailSchema.safeParse({ email, language });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message;
      setError(key === 'reports.emailRequired' ? t('emailRequired') : t('email.invalid'));
      return;
    }
    setError(undefined);
    if (!report.canExport) {
      onUpgrade('email');
      return;
    }
    if (send.isPending) return;
    send.mutate(
      { reportId: report.id, email: parsed.data.email, language },
      {
        onSuccess: (message) => toast.success(message),
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.message : t('errors:generic');
          if (failure instanceof ApiError && failure.code === 'VALIDATION_FAILED') setError(message);
          else toast.error(message);
        },
      },
    );
  }

  return (
    <form
      id={formId}
      noValidate
      aria-label={t('email.formLabel')}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      // Typing an address takes longer than loading the schema, so a send rarely waits for it.
      onFocus={() => void loadSchema().catch(() => undefined)}
    >
      <div className="min-w-0 flex-1">
        <Input
          label={t('email.label')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        disabled={report.status !== 'completed'}
        aria-disabled={send.isPending || undefined}
        className="aria-disabled:cursor-wait sm:mt-7"
      >
        <MailIcon />
        {send.isPending ? t('email.sending') : t('email.send')}
      </Button>
    </form>
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

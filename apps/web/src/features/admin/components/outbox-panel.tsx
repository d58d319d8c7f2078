import type { AdminOutboxMessage, AdminOutboxStatus } from '@app/core/admin/schemas';
import { formatDateTime } from '@app/core/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { ApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/use-language';
import { useOutbox } from '../api/get-outbox';
import { useRetryEmail } from '../api/retry-email';
import { Details } from './details';
import { languageLabel } from './language-label';
import { Panel } from './panel';
import { QueryList } from './query-list';

/** Failed first: those are the ones that need an administrator. */
const shownStatuses: readonly AdminOutboxStatus[] = ['failed', 'pending'];

/** The e-mails that failed or wait to be sent, without their content; a failed one can be sent again. */
export function OutboxPanel() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<AdminOutboxStatus>('failed');
  const outbox = useOutbox(status);
  const retry = useRetryEmail();
  // Above the list: a message sent again leaves the failed ones, and its notice must not go with it.
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  function sendAgain(message: AdminOutboxMessage) {
    if (retry.isPending) return;
    setNotice(null);
    retry.mutate(message.id, {
      onSuccess: () =>
        setNotice({ kind: 'success', text: t('outbox.retried', { email: message.recipient }) }),
      onError: (failure) =>
        setNotice({ kind: 'error', text: failure instanceof ApiError ? failure.message : t('users.failed') }),
    });
  }

  return (
    <Panel id="admin-outbox-title" title={t('outbox.title')} lead={t('outbox.lead')}>
      <RadioGroup<AdminOutboxStatus>
        legend={t('outbox.show')}
        options={shownStatuses.map((value) => ({ value, label: t(`outbox.status.${value}`) }))}
        value={status}
        onChange={(value) => {
          setNotice(null);
          setStatus(value);
        }}
        isInline
      />
      {status === 'failed' && <p className="text-sm text-ink-muted">{t('outbox.retryHint')}</p>}
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <QueryList
        query={outbox}
        label={t(`outbox.status.${status}`)}
        empty={status === 'failed' ? t('outbox.emptyFailed') : t('outbox.emptyPending')}
      >
        {(message) => (
          <OutboxMessage
            message={message}
            isSending={retry.isPending && retry.variables === message.id}
            onSendAgain={() => sendAgain(message)}
          />
        )}
      </QueryList>
    </Panel>
  );
}

function OutboxMessage({
  message,
  isSending,
  onSendAgain,
}: {
  message: AdminOutboxMessage;
  isSending: boolean;
  onSendAgain: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <article aria-label={message.recipient} className="flex flex-col gap-3">
      <p className="font-semibold text-ink [overflow-wrap:anywhere]">{message.recipient}</p>
      <Details
        items={[
          { label: t('outbox.template'), value: <code className="font-mono">{message.template}</code> },
          { label: t('outbox.language'), value: languageLabel(t, message.language) },
          { label: t('outbox.attempts'), value: message.attempts },
          {
            label: t('outbox.lastError'),
            value: message.lastErrorKind ? (
              <code className="font-mono">{message.lastErrorKind}</code>
            ) : (
              t('outbox.noError')
            ),
          },
          message.status === 'pending'
            ? { label: t('outbox.nextAttempt'), value: formatDateTime(message.nextAttemptAt, language) }
            : { label: t('outbox.updated'), value: formatDateTime(message.updatedAt, language) },
        ]}
      />
      {message.status === 'failed' && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
          aria-label={t('outbox.retryLabel', { email: message.recipient })}
          aria-disabled={isSending || undefined}
          onClick={onSendAgain}
        >
          {isSending ? t('outbox.retrying') : t('outbox.retry')}
        </Button>
      )}
    </article>
  );
}

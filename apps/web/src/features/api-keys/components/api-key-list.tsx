import type { ApiKeyView } from '@app/core/api-keys/responses';
import { formatDateTime } from '@app/core/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/use-language';
import { useApiKeys } from '../api/get-api-keys';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** Active keys with their first characters and use, each with a revoke button; revoked keys below. */
export function ApiKeyList({ showsEmpty }: { showsEmpty: boolean }) {
  const { t } = useTranslation('api-keys');
  const keys = useApiKeys();
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const language = useLanguage();

  if (keys.isPending) return <p role="status">{t('list.loading')}</p>;
  if (keys.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-danger-700">{t('list.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void keys.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  const active = keys.data.filter((key) => !key.revokedAt);
  const revoked = keys.data.filter((key) => key.revokedAt);
  if (active.length === 0 && revoked.length === 0 && !showsEmpty) return null;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="api-key-list-title" className="flex flex-col gap-3">
        <h3 id="api-key-list-title" className="text-lg font-semibold text-ink">
          {t('list.title')}
        </h3>
        {active.length === 0 ? (
          <p className="text-ink-muted">{t('list.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
            {active.map((key) => (
              <li
                key={key.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-semibold text-ink [overflow-wrap:anywhere]">{key.name}</p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-ink-muted">
                    <dt>{t('list.prefix')}</dt>
                    <dd>
                      <code className="font-mono text-ink">{key.prefix}…</code>
                    </dd>
                    <dt>{t('list.created')}</dt>
                    <dd>{formatDateTime(key.createdAt, language)}</dd>
                    <dt>{t('list.lastUsed')}</dt>
                    <dd>{key.lastUsedAt ? formatDateTime(key.lastUsedAt, language) : t('list.never')}</dd>
                  </dl>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-auto"
                  aria-label={t('list.revokeLabel', { name: key.name })}
                  onClick={() => setRevoking(key)}
                >
                  {t('list.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {revoked.length > 0 && (
        <section aria-labelledby="revoked-api-keys-title" className="flex flex-col gap-2">
          <h3 id="revoked-api-keys-title" className="text-base font-semibold text-ink-muted">
            {t('list.revokedTitle')}
          </h3>
          <ul className="flex flex-col gap-1 text-sm text-ink-muted">
            {revoked.map((key) => (
              <li key={key.id} className="[overflow-wrap:anywhere]">
                {key.name} · <code className="font-mono">{key.prefix}…</code> ·{' '}
                {t('list.revokedOn', { date: formatDateTime(key.revokedAt ?? key.createdAt, language) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}

import type { PublicUser } from '@app/core/auth/responses';
import { hasPermission } from '@app/core/plans/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewKeyNotice } from './new-key-notice';

const linkClassName = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * The dashboard's API keys: create (the key is shown once), list, revoke. Plans without API access see
 * why and where to get it; keys they made on an earlier plan stay listed so they can still revoke them.
 */
export function ApiKeysPanel({ user }: { user: PublicUser }) {
  const { t } = useTranslation('api-keys');
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const hasApiAccess = hasPermission(user, 'api:access');

  return (
    <section aria-labelledby="api-keys-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="api-keys-title" className="text-xl font-bold text-ink">
          {t('title')}
        </h2>
        <p className="max-w-2xl text-ink-muted">{t('lead')}</p>
        <p className="max-w-2xl text-ink-muted">{t('lifetime')}</p>
        <Link to={`${paths.apiDocs.getHref()}#authentication`} className={`${linkClassName} self-start`}>
          {t('docsLink')}
        </Link>
      </div>
      {!hasApiAccess && (
        <div className="flex max-w-2xl flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
          <h3 className="text-lg font-semibold text-ink">{t('planNotice.title')}</h3>
          <p className="text-ink-muted">{t('planNotice.text')}</p>
          <Link to={paths.pricing.getHref()} className={`${linkClassName} self-start`}>
            {t('planNotice.link')}
          </Link>
        </div>
      )}
      {hasApiAccess &&
        (created ? (
          <NewKeyNotice name={created.name} apiKey={created.key} onDone={() => setCreated(null)} />
        ) : (
          <CreateApiKeyForm onCreated={setCreated} />
        ))}
      <ApiKeyList showsEmpty={hasApiAccess} />
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AuditPanel } from './audit-panel';
import { ContactMessagesPanel } from './contact-messages-panel';
import { EarlyAccessPanel } from './early-access-panel';
import { OutboxPanel } from './outbox-panel';
import { UsersPanel } from './users-panel';

const adminTabIds = ['users', 'outbox', 'earlyAccess', 'contact', 'audit'] as const;
type AdminTabId = (typeof adminTabIds)[number];

const panels: Record<AdminTabId, () => ReactNode> = {
  users: () => <UsersPanel />,
  outbox: () => <OutboxPanel />,
  earlyAccess: () => <EarlyAccessPanel />,
  contact: () => <ContactMessagesPanel />,
  audit: () => <AuditPanel />,
};

function isAdminTabId(value: string | null): value is AdminTabId {
  return (adminTabIds as readonly (string | null)[]).includes(value);
}

/** /admin for an administrator: one tab per area; the open one is in the address (`?tab=audit`). */
export function AdminScreen() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selectedId = isAdminTabId(requested) ? requested : adminTabIds[0];
  return (
    <AdminFrame>
      <Tabs
        label={t('tabsLabel')}
        items={adminTabIds.map((id) => ({ id, label: t(`tabs.${id}`), content: panels[id]() }))}
        selectedId={selectedId}
        onSelect={(id) => setSearchParams({ tab: id }, { replace: true })}
      />
    </AdminFrame>
  );
}

/** What a signed-in user who is not an administrator sees at /admin (the server refuses them anyway). */
export function NotAdminNotice() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame>
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface-muted p-5"
      >
        <h2 className="text-xl font-bold text-ink">{t('notAdmin.title')}</h2>
        <p className="text-ink-muted">{t('notAdmin.text')}</p>
        <Link
          to={paths.dashboard.getHref()}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('notAdmin.back')}
        </Link>
      </div>
    </AdminFrame>
  );
}

function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-ink-muted">{t('lead')}</p>
      </div>
      {children}
    </div>
  );
}

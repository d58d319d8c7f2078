import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';

// The reports' tabs come first (docs/product-decisions.md, Accounts); the route composes their panels from
// the reports feature, which this one does not import.
export const dashboardTabIds = [
  'overview',
  'reports',
  'subscription',
  'team',
  'apiKeys',
  'profile',
  'settings',
] as const;
export type DashboardTabId = (typeof dashboardTabIds)[number];

function isDashboardTabId(value: string | null): value is DashboardTabId {
  return (dashboardTabIds as readonly (string | null)[]).includes(value);
}

/** The dashboard's tabs; the open one is in the address (`?tab=settings`), so it survives a reload. */
export function DashboardTabs({ panels }: { panels: Record<DashboardTabId, ReactNode> }) {
  const { t } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selectedId = isDashboardTabId(requested) ? requested : dashboardTabIds[0];
  const items = dashboardTabIds.map((id) => ({
    id,
    label: t(`dashboard.tabs.${id}`),
    content: <div className="flex flex-col gap-10 pt-2">{panels[id]}</div>,
  }));
  return (
    <Tabs
      label={t('dashboard.tabsLabel')}
      items={items}
      selectedId={selectedId}
      onSelect={(id) => setSearchParams({ tab: id }, { replace: true })}
    />
  );
}

import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';

// The reports' tabs come first (PRODUCT.md section 3); the route composes their panels from the reports
// feature, which this one does not import.
export const dashboardTabIds = ['overview', 'reports', 'subscription', 'profile', 'settings'] as const;
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
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the tab list scrolls sideways: a tab opened from the address must not start out of sight.
  useEffect(() => {
    const tab = ref.current?.querySelector<HTMLElement>(`[role="tab"][id$="-tab-${selectedId}"]`);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, start - (list.clientWidth - tab.offsetWidth) / 2);
    }
  }, [selectedId]);
  const items = dashboardTabIds.map((id) => ({
    id,
    label: t(`dashboard.tabs.${id}`),
    content: <div className="flex flex-col gap-10 pt-2">{panels[id]}</div>,
  }));
  return (
    <div ref={ref}>
      <Tabs
        label={t('dashboard.tabsLabel')}
        items={items}
        selectedId={selectedId}
        onSelect={(id) => setSearchParams({ tab: id }, { replace: true })}
      />
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type ListPage<Item> = { items: Item[]; hasMore: boolean };

/**
 * One of the admin lists as it stands: loading, failed (with a retry), empty, or its items, with a note
 * when older ones were left out. `label` names the list for screen readers.
 */
export function QueryList<Item extends { id: string }>({
  query,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<ListPage<Item>>;
  label: string;
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <p role="status">{t('list.loading')}</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-danger-700">{t('list.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  const { items, hasMore } = query.data;
  if (items.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return (
    <div
      className={query.isPlaceholderData ? 'flex flex-col gap-3 opacity-60' : 'flex flex-col gap-3'}
      aria-busy={query.isFetching || undefined}
    >
      <ul aria-label={label} className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
          >
            {children(item)}
          </li>
        ))}
      </ul>
      {hasMore && <p className="text-sm text-ink-muted">{t('list.more', { count: items.length })}</p>}
    </div>
  );
}

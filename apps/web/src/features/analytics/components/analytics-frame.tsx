import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's heading and lead above whatever the visitor, user or admin gets. */
export function AnalyticsFrame({ lead, children }: { lead: string; children: ReactNode }) {
  const { t } = useTranslation('analytics');
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
        <p className="max-w-[70ch] text-ink-muted">{lead}</p>
      </div>
      {children}
    </div>
  );
}

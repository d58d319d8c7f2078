import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The list of the user's reports closes the report screen, below its first screenful: it and its dialogs
 * are a chunk of their own (the 150 kB budget: docs/product-decisions.md, Performance budgets), and nothing
 * above it moves when it arrives.
 */
const ReportHistory = lazy(() =>
  import('./report-history').then((module) => ({ default: module.ReportHistory })),
);

export function LazyReportHistory(props: { title: string; currentId?: string | undefined }) {
  const { t } = useTranslation('reports');
  return (
    <Suspense
      fallback={
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      }
    >
      <ReportHistory {...props} />
    </Suspense>
  );
}

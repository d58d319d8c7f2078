import type { ReportView } from '@app/core/reports/schemas';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AssessmentScreen } from '../../features/assessment/components/assessment-screen';
import { ensureNamespaces } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';

// Shown only once a report is made: its own chunk with its translations, out of the questionnaire's
// initial JavaScript (the 150 kB budget: docs/product-decisions.md, Performance budgets). It is fetched once
// the page is live, so the state after the analysis shows without waiting for it.
const loadReadyPanel = () =>
  Promise.all([
    import('../../features/reports/components/report-ready-panel'),
    ensureNamespaces(['reports', 'report-email']),
  ]).then(([module]) => module);
const ReportReadyPanel = lazy(() =>
  loadReadyPanel().then((module) => ({ default: module.ReportReadyPanel })),
);

/** The questionnaire, then (same address) the analysis-ready state of the report it produced. */
export function Component() {
  const { t } = useTranslation('assessment');
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    path: paths.complianceForm.path,
  });
  const [report, setReport] = useState<ReportView | null>(null);
  useEffect(() => {
    // A failed download is tried again when the panel is first shown.
    loadReadyPanel().catch(() => undefined);
  }, []);

  if (report) return <ReadyState report={report} onStartNew={() => setReport(null)} />;
  return <AssessmentScreen onSubmitted={setReport} />;
}

function ReadyState({ report, onStartNew }: { report: ReportView; onStartNew: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: start the new state at the top, with focus on it.
  useEffect(() => {
    window.scrollTo(0, 0);
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mx-auto w-full max-w-3xl px-4 py-8 focus:outline-none sm:px-6 sm:py-12"
    >
      <Suspense fallback={null}>
        <ReportReadyPanel report={report} onStartNew={onStartNew} />
      </Suspense>
    </div>
  );
}

import type { ReportView } from '@app/core/reports/schemas';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AssessmentScreen } from '../../features/assessment/components/assessment-screen';
import { ensureNamespaces } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { useIsHydrated } from '../../prerender';

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

/**
 * The report just made, kept in this history entry's state: Back from the analysis, or a reload, shows it
 * again instead of an empty questionnaire (the browser keeps the state across both).
 */
type ReadyHistoryState = { readyReport: ReportView };

function readReadyReport(state: unknown): ReportView | null {
  if (!state || typeof state !== 'object' || !('readyReport' in state)) return null;
  const report = (state as ReadyHistoryState).readyReport;
  return report && typeof report.id === 'string' ? report : null;
}

/** The questionnaire, then (same address) the analysis-ready state of the report it produced. */
export function Component() {
  const { t } = useTranslation('assessment');
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    path: paths.complianceForm.path,
  });
  const location = useLocation();
  const navigate = useNavigate();
  // The pre-rendered page is the questionnaire: the report is read once hydration has matched it.
  const report = useIsHydrated() ? readReadyReport(location.state) : null;
  const showReport = (readyReport: ReportView | null) =>
    navigate(
      { pathname: location.pathname, search: location.search },
      {
        replace: true,
        state: readyReport ? ({ readyReport } satisfies ReadyHistoryState) : null,
      },
    );
  useEffect(() => {
    // A failed download is tried again when the panel is first shown.
    loadReadyPanel().catch(() => undefined);
  }, []);

  if (report) return <ReadyState report={report} onStartNew={() => showReport(null)} />;
  return <AssessmentScreen onSubmitted={showReport} />;
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

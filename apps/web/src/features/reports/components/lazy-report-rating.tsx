import { type ComponentProps, lazy, Suspense } from 'react';
import { ensureNamespaces } from '@/lib/i18n';
import type { ReportRating as ReportRatingType } from './report-rating';

/*
 * The rating question is a chunk of its own (its form, react-hook-form, the request and its texts, a
 * translation namespace of their own), out of the report screen's initial JavaScript (the 150 kB budget: docs/product-decisions.md, Performance budgets), fetched
 * once the screen's code runs. It asks the server first whether the report is rated, so it takes no room
 * until it knows what to show.
 */
const loadRating = () =>
  Promise.all([import('./report-rating'), ensureNamespaces(['report-rating'])]).then(([module]) => module);
const ReportRating = lazy(() => loadRating().then((module) => ({ default: module.ReportRating })));

loadRating().catch(() => undefined);

export function LazyReportRating(props: ComponentProps<typeof ReportRatingType>) {
  return (
    <Suspense fallback={null}>
      <ReportRating {...props} />
    </Suspense>
  );
}

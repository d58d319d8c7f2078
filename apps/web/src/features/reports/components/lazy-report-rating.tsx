import { type ComponentProps, lazy, Suspense } from 'react';
import type { ReportRating as ReportRatingType } from './report-rating';

/*
 * The rating question is a chunk of its own (its form, react-hook-form and the request), out of the report
 * screen's initial JavaScript (the 150 kB budget: docs/product-decisions.md, Performance budgets), fetched
 * once the screen's code runs. It asks the server first whether the report is rated, so it takes no room
 * until it knows what to show.
 */
const loadRating = () => import('./report-rating');
const ReportRating = lazy(() => loadRating().then((module) => ({ default: module.ReportRating })));

loadRating().catch(() => undefined);

export function LazyReportRating(props: ComponentProps<typeof ReportRatingType>) {
  return (
    <Suspense fallback={null}>
      <ReportRating {...props} />
    </Suspense>
  );
}

import { type ComponentProps, lazy, Suspense } from 'react';
import { ensureNamespaces } from '@/lib/i18n';
import type { EmailReportForm as EmailReportFormType } from './email-report-form';

/*
 * The e-mail form closes the documents section: it (its field, its request and its texts) is a chunk of
 * its own, out of the report screen's initial JavaScript (the 150 kB budget: docs/product-decisions.md,
 * Performance budgets). The chunk is fetched as soon as the screen's code runs, beside the report itself,
 * so it is there when the report is.
 */
const loadForm = () =>
  Promise.all([import('./email-report-form'), ensureNamespaces(['report-email'])]).then(([module]) => module);
const EmailReportForm = lazy(() => loadForm().then((module) => ({ default: module.EmailReportForm })));

// A failed download is tried again when the form is first shown.
loadForm().catch(() => undefined);

export function LazyEmailReportForm(props: ComponentProps<typeof EmailReportFormType>) {
  return (
    // Holds the form's height (a label and a 44 px field, then the button: beside it from `sm`, below
    // it on a phone), so nothing under it moves when it arrives.
    <Suspense fallback={<div aria-hidden="true" className="min-h-[7.875rem] sm:min-h-[4.5rem]" />}>
      <EmailReportForm {...props} />
    </Suspense>
  );
}

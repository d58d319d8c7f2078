import { type ComponentProps, lazy, Suspense } from 'react';
import { ensureNamespaces } from '@/lib/i18n';
import type { AskAboutReport as AskAboutReportType } from './ask-about-report';

/*
 * The question box (its form, react-hook-form, the streaming request and its texts) is a chunk of its
 * own, loaded only where it is shown: a signed-in reader's completed report, on an installation with a
 * language model. Out of the report screen's initial JavaScript (the 150 kB budget).
 */
const AskAboutReport = lazy(() =>
  Promise.all([import('./ask-about-report'), ensureNamespaces(['report-ask'])]).then(([module]) => ({
    default: module.AskAboutReport,
  })),
);

export function LazyAskAboutReport(props: ComponentProps<typeof AskAboutReportType>) {
  return (
    <Suspense fallback={null}>
      <AskAboutReport {...props} />
    </Suspense>
  );
}

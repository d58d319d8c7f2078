import { type ComponentProps, lazy, Suspense } from 'react';
import { ensureNamespaces } from '@/lib/i18n';
import type { KitSection as KitSectionType } from './kit-section';

/*
 * The kit is a chunk of its own, with its texts (a translation namespace of their own), out of the report
 * screen's initial JavaScript (the 150 kB budget: docs/product-decisions.md, Performance budgets): it asks
 * the server for the list once the screen runs.
 */
const KitSection = lazy(() =>
  Promise.all([import('./kit-section'), ensureNamespaces(['document-kit'])]).then(([module]) => ({
    default: module.KitSection,
  })),
);

export function LazyKitSection(props: ComponentProps<typeof KitSectionType>) {
  return (
    <Suspense fallback={null}>
      <KitSection {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { UpgradeReason } from './upgrade-offer-dialog';

/*
 * The upgrade offer and the dialog under it load the first time the offer is shown, not with the report
 * screen (the 150 kB budget: docs/product-decisions.md, Performance budgets). Once shown it stays mounted, so
 * closing it returns focus as the dialog always does. A screen likely to show it (no export on the plan)
 * fetches it early.
 */
const loadDialog = () => import('./upgrade-offer-dialog');
const UpgradeOfferDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.UpgradeOfferDialog })),
);

export function preloadUpgradeOfferDialog(): void {
  // A failed download is tried again when the offer is first shown.
  loadDialog().catch(() => undefined);
}

export function LazyUpgradeOfferDialog({
  reason,
  onClose,
}: {
  reason: UpgradeReason | null;
  onClose: () => void;
}) {
  const [isNeeded, setIsNeeded] = useState(false);
  if (reason !== null && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeOfferDialog reason={reason} onClose={onClose} />
    </Suspense>
  );
}

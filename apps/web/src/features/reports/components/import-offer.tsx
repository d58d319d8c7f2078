import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useLocalReports } from '@/lib/local-reports';
import { toast } from '@/lib/toast';
import { useClaimReports } from '../api/claim-reports';
import { ImportDone } from './import-done';

// "Not now" holds until the page is reloaded, across the dashboard's screens: the offer returns on the
// next visit, as the reports are still only in this browser.
let isDismissed = false;
const listeners = new Set<() => void>();
function dismiss() {
  isDismissed = true;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After sign-in: reports made while signed out in this browser, offered for the account. */
export function ImportOffer() {
  const { t } = useTranslation(['reports', 'errors']);
  const dismissed = useSyncExternalStore(subscribe, () => isDismissed);
  const claimable = useLocalReports().filter((entry) => entry.claimToken);
  const claim = useClaimReports();
  // Reports added since the page opened: said in place of the offer once it is gone.
  const [addedCount, setAddedCount] = useState(0);
  if (dismissed || claimable.length === 0) return addedCount > 0 ? <ImportDone count={addedCount} /> : null;
  return (
    <section
      aria-labelledby="import-offer-title"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
      data-testid="import-offer"
    >
      <h2 id="import-offer-title" className="text-lg font-bold text-brand-900">
        {t('import.title')}
      </h2>
      <p className="text-ink">{t('import.text', { count: claimable.length })}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          aria-disabled={claim.isPending || undefined}
          className="aria-disabled:cursor-wait"
          onClick={() => {
            if (claim.isPending) return;
            claim.mutate(claimable, {
              onSuccess: (claimed) => {
                const missed = claimable.length - claimed.length;
                if (claimed.length > 0) {
                  toast.success(t('import.done', { count: claimed.length }));
                  setAddedCount((added) => added + claimed.length);
                }
                if (missed > 0) toast.error(t('import.partly', { count: missed }));
              },
              onError: (error) =>
                toast.error(error instanceof ApiError ? error.message : t('errors:generic')),
            });
          }}
        >
          {claim.isPending ? t('import.adding') : t('import.add', { count: claimable.length })}
        </Button>
        <Button variant="ghost" onClick={dismiss}>
          {t('import.dismiss')}
        </Button>
      </div>
    </section>
  );
}

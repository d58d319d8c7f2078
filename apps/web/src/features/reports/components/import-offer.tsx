import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { UpgradeHints, UpgradeLinks } from '@/components/upgrade-links';
import { ApiError } from '@/lib/api-error';
import { countAuditsLeft, useUsage } from '@/lib/audit-usage';
import { useAuth } from '@/lib/auth';
import { type LocalReport, useLocalReports } from '@/lib/local-reports';
import { toast } from '@/lib/toast';
import { useUpgradePaths } from '@/lib/upgrade-paths';
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

/** This browser's reports the offer proposes for the account now (none once dismissed). */
export function useOfferedReports(): LocalReport[] {
  const dismissed = useSyncExternalStore(subscribe, () => isDismissed);
  const claimable = useLocalReports().filter((entry) => entry.claimToken);
  return dismissed ? [] : claimable;
}

/**
 * After sign-in: reports made while signed out in this browser, offered for the account. Each one added
 * takes an audit of the plan this month (docs/product-decisions.md, Plans and quotas), so the offer says
 * how many are left first, and with none left, the ways on instead of a button the server would refuse.
 */
export function ImportOffer() {
  const { t } = useTranslation(['report-import', 'errors']);
  const claimable = useOfferedReports();
  const isOffered = claimable.length > 0;
  const auth = useAuth();
  const usage = useUsage({ enabled: isOffered && auth.user !== null });
  const { ways, isSignedIn } = useUpgradePaths();
  const claim = useClaimReports();
  // Reports added since the page opened: said in place of the offer once it is gone.
  const [addedCount, setAddedCount] = useState(0);
  // The server's words when it had no audit left for some of them: they stay in this browser.
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  // Until the month is counted the offer waits, rather than show a button the count may take away.
  if (!isOffered || (auth.user !== null && usage.isPending))
    return addedCount > 0 ? <ImportDone count={addedCount} /> : null;
  const left = auth.user && usage.data ? countAuditsLeft(usage.data, auth.user.role) : null;
  const isUsedUp = left === 0;

  function add() {
    if (claim.isPending) return;
    claim.mutate(claimable, {
      onSuccess: ({ claimed, overQuota, quotaMessage: refusal }) => {
        const missed = claimable.length - claimed.length - overQuota.length;
        if (claimed.length > 0) {
          toast.success(t('done', { count: claimed.length }));
          setAddedCount((added) => added + claimed.length);
        }
        if (missed > 0) toast.error(t('partly', { count: missed }));
        setQuotaMessage(refusal);
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('errors:generic')),
    });
  }

  return (
    <section
      aria-labelledby="import-offer-title"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
      data-testid="import-offer"
    >
      <h2 id="import-offer-title" className="text-lg font-bold text-brand-900">
        {t('title')}
      </h2>
      <p className="text-ink">{t(quotaMessage || isUsedUp ? 'kept' : 'text', { count: claimable.length })}</p>
      {quotaMessage || isUsedUp ? (
        <>
          <p role="status" className="text-ink" data-testid="import-quota">
            {quotaMessage ?? t('usedUp', { count: claimable.length })}
          </p>
          <UpgradeHints ways={ways} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <UpgradeLinks ways={ways} isSignedIn={isSignedIn} />
            <Button variant="ghost" onClick={dismiss}>
              {t('dismiss')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {left !== null && usage.data?.limit != null && (
            <p className="text-sm text-ink" data-testid="import-allowance">
              {auth.user?.plan === 'payPerReport'
                ? t('allowanceCredits', { left })
                : t('allowance', { left, limit: usage.data.limit })}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              aria-disabled={claim.isPending || undefined}
              className="aria-disabled:cursor-wait"
              onClick={add}
            >
              {claim.isPending ? t('adding') : t('add', { count: claimable.length })}
            </Button>
            <Button variant="ghost" onClick={dismiss}>
              {t('dismiss')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

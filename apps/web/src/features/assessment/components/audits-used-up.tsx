import { formatDate } from '@app/core/format/dates';
import type { PlanId } from '@app/core/plans/plans';
import type { Usage } from '@app/core/plans/usage';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UpgradeHints, UpgradeLinks } from '@/components/upgrade-links';
import { paths } from '@/config/paths';
import { useUpgradePaths } from '@/lib/upgrade-paths';
import { useLanguage } from '@/lib/use-language';
import { useAllowanceText } from '../hooks/use-allowance-text';

const titleId = 'audit-allowance-title';

/**
 * Instead of the form when the plan has nothing left: four steps would only be refused. `refusal` is
 * the server's own message when it refused a submission just now; then focus moves here, since the
 * form that had it is gone.
 */
export function AuditsUsedUp({
  usage,
  plan,
  refusal,
}: {
  usage: Usage | undefined;
  plan: PlanId;
  refusal: string | null;
}) {
  const { t } = useTranslation('assessment');
  const language = useLanguage();
  const describeAllowance = useAllowanceText();
  const { ways, isSignedIn } = useUpgradePaths();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (refusal) headingRef.current?.focus();
  }, [refusal]);
  const text =
    refusal ??
    (plan === 'payPerReport'
      ? t('allowance.usedUpCredits')
      : t('allowance.usedUp', { date: usage ? formatDate(usage.periodEnd, language) : '' }));
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-8"
      data-testid="audits-used-up"
    >
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 focus:outline-none sm:text-2xl"
      >
        {/* Just refused, the count may be a moment behind the server: the heading says it without one. */}
        {usage && !refusal
          ? describeAllowance({ left: 0, limit: usage.limit, plan })
          : t('allowance.usedUpTitle')}
      </h2>
      <p className="text-ink">{text}</p>
      <UpgradeHints ways={ways} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <UpgradeLinks ways={ways} isSignedIn={isSignedIn} />
        <Link
          to={`${paths.dashboard.getHref()}?tab=reports`}
          className="inline-flex min-h-11 items-center justify-center px-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('allowance.openReports')}
        </Link>
      </div>
    </section>
  );
}

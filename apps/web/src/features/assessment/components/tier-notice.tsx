import type { PlanId } from '@app/core/plans/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type Tier = 'free' | 'professional' | 'premium';

const tierOfPlan: Readonly<Record<PlanId, Tier>> = {
  free: 'free',
  starter: 'professional',
  professional: 'professional',
  payPerReport: 'professional',
  enterprise: 'premium',
};

/**
 * What the analysis will include for the user's plan (a visitor is on the free plan), and `note`: where
 * a visitor's result is kept, or what is left of a signed-in user's month.
 */
export function TierNotice({ plan, note }: { plan: PlanId; note: string | null }) {
  const { t } = useTranslation('assessment');
  const tier = tierOfPlan[plan];
  return (
    <div
      className={cn(
        'flex flex-col gap-1 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:gap-3',
        tier === 'free' ? 'border-line bg-surface-muted' : 'border-brand-200 bg-brand-50',
      )}
      data-testid="tier-notice"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink">
          <strong className="font-semibold">{t(`tier.${tier}.title`)}:</strong> {t(`tier.${tier}.text`)}
        </p>
        {note && (
          <p className="text-sm text-ink" data-testid="tier-note">
            {note}
          </p>
        )}
      </div>
      {tier === 'free' && (
        <Link
          to={paths.pricing.getHref()}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 sm:ml-auto sm:shrink-0"
        >
          {t('tier.free.link')}
        </Link>
      )}
    </div>
  );
}

import { formatPrice } from '@app/core/format/numbers';
import type { PlanId } from '@app/core/plans/plans';
import { getPlanPriceCents } from '@app/core/plans/pricing';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import type { SubscriptionCycle } from './billing-cycle-switch';

/** A plan's list price from the core, for the chosen cycle (pay-per-report is always one-off). */
export function PlanPrice({ plan, cycle }: { plan: PlanId; cycle: SubscriptionCycle }) {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  if (plan === 'payPerReport') {
    const cents = getPlanPriceCents(plan, 'oneTime') ?? 0;
    return <Amount amount={formatPrice(cents, language)} unit={t('price.oneTime')} />;
  }
  const monthly = getPlanPriceCents(plan, 'monthly');
  if (monthly === null)
    return (
      <div className="flex min-h-24 flex-col gap-1">
        <p className="text-2xl font-extrabold text-ink" data-testid="plan-price">
          {t('price.onRequest')}
        </p>
        <p className="text-sm text-ink-muted">{t('price.onRequestNote')}</p>
      </div>
    );
  if (cycle === 'monthly' || monthly === 0)
    return <Amount amount={formatPrice(monthly, language)} unit={t('price.perMonth')} />;
  const annual = getPlanPriceCents(plan, 'annual') ?? 0;
  return (
    <Amount
      amount={formatPrice(annual, language)}
      unit={t('price.perYear')}
      notes={[
        t('price.annualEquivalent', { price: formatPrice(Math.round(annual / 12), language) }),
        t('price.annualSaving', { amount: formatPrice(monthly * 12 - annual, language) }),
      ]}
    />
  );
}

function Amount({ amount, unit, notes = [] }: { amount: string; unit: string; notes?: string[] }) {
  return (
    <div className="flex min-h-24 flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-ink" data-testid="plan-price">
          {amount}
        </span>
        <span className="text-ink-muted">{unit}</span>
      </p>
      {notes.map((note) => (
        <p key={note} className="text-sm text-ink-muted">
          {note}
        </p>
      ))}
    </div>
  );
}

import { formatPercent } from '@app/core/format/numbers';
import { annualDiscount } from '@app/core/plans/pricing';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/use-language';

export type SubscriptionCycle = 'monthly' | 'annual';
const cycles: readonly SubscriptionCycle[] = ['monthly', 'annual'];

/** Monthly or annual prices: native radios (arrow keys, one tab stop) drawn as a segmented switch. */
export function BillingCycleSwitch({
  value,
  onChange,
}: {
  value: SubscriptionCycle;
  onChange: (cycle: SubscriptionCycle) => void;
}) {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  return (
    <fieldset className="flex flex-col items-center gap-2">
      <legend className="sr-only">{t('cycle.legend')}</legend>
      <div className="inline-flex rounded-full border border-line bg-surface p-1 shadow-sm">
        {cycles.map((cycle) => (
          <label
            key={cycle}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 font-semibold sm:px-5',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              value === cycle ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
            )}
          >
            <input
              type="radio"
              name="billing-cycle"
              value={cycle}
              checked={value === cycle}
              onChange={() => onChange(cycle)}
              // Covers the whole pill, so pointer, touch and keyboard all reach the native radio.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {t(`cycle.${cycle}`)}
            {cycle === 'annual' && (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-bold',
                  value === cycle ? 'bg-white text-brand-800' : 'bg-success-50 text-success-700',
                )}
              >
                {t('cycle.save', { percent: formatPercent(annualDiscount * 100, language) })}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

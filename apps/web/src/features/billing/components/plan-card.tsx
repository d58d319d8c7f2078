import type { PlanId } from '@app/core/plans/plans';
import { planDefinitions } from '@app/core/plans/plans';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CrossIcon } from '@/components/ui/list-icons';
import { useAiProvider } from '@/lib/ai-availability';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/use-language';
import { usePricingContent } from '../hooks/use-pricing-content';

/** One plan: name, who it is for, price, what to do, and what it includes (and leaves out). */
export function PlanCard({
  plan,
  price,
  action,
  isCurrent = false,
  isInRow = false,
  className,
}: {
  plan: PlanId;
  price: ReactNode;
  action: ReactNode;
  isCurrent?: boolean;
  /** Side by side with other cards: their parts line up (subgrid), whatever the length of the texts. */
  isInRow?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const content = usePricingContent().plans[plan];
  const name = planDefinitions[plan].name[language];
  const headingId = `plan-${plan}-title`;
  // The AI line only where a provider is configured, and only after hydration: never pre-rendered.
  const aiLimit = planDefinitions[plan].aiRequestLimit;
  const aiLine =
    useAiProvider() && aiLimit > 0 && plan !== 'free' ? t(`aiFeatures.${plan}`, { count: aiLimit }) : null;
  const features = aiLine ? [...content.features, aiLine] : content.features;
  return (
    <li
      aria-labelledby={headingId}
      data-testid={`plan-${plan}`}
      className={cn(
        'gap-5 rounded-2xl border bg-surface p-5 shadow-sm sm:p-6',
        isInRow ? 'row-span-4 grid grid-rows-subgrid' : 'flex flex-col',
        isCurrent ? 'border-brand-700 ring-2 ring-brand-700' : 'border-line',
        className,
      )}
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-bold text-ink">
            {name}
          </h2>
          {isCurrent && (
            <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {t('actions.currentPlan')}
            </span>
          )}
        </div>
        <p className="text-ink-muted">{content.tagline}</p>
      </div>
      {price}
      <div className="flex flex-col gap-2">{action}</div>
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <h3 className="sr-only">{t('includes', { plan: name })}</h3>
        <ul className="flex flex-col gap-2 text-sm">
          {features.map((text) => (
            <li key={text} className="flex items-start gap-2 text-ink">
              <CheckIcon className="size-4 text-success-700" />
              <span>{text}</span>
            </li>
          ))}
          {content.excluded.map((text) => (
            <li key={text} className="flex items-start gap-2 text-ink-muted">
              <CrossIcon />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

export type PlanLimitTopic =
  | 'recommendations'
  | 'riskFactors'
  | 'predictions'
  | 'roadmap'
  | 'insights'
  | 'overview';

/** What a basic analysis leaves out and what an upgrade adds, said plainly, with the way to it. */
export function PlanLimitNotice({ topic }: { topic: PlanLimitTopic }) {
  const { t } = useTranslation('reports');
  return (
    <aside
      aria-labelledby={`plan-limit-${topic}`}
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h3 id={`plan-limit-${topic}`} className="font-semibold text-brand-900">
        {t(`planLimit.${topic}.title`)}
      </h3>
      <p className="text-ink">{t(`planLimit.${topic}.text`)}</p>
      <p className="text-sm text-ink-muted">{t('planLimit.how')}</p>
      <Link
        to={paths.pricing.getHref()}
        className={buttonClassName({ variant: 'secondary', className: 'self-start' })}
      >
        {t('planLimit.seePlans')}
      </Link>
    </aside>
  );
}

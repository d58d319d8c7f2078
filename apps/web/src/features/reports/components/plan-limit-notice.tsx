import { useTranslation } from 'react-i18next';
import { UpgradeHints, UpgradeLinks } from '@/components/upgrade-links';
import { useUpgradePaths } from '@/lib/upgrade-paths';

export type PlanLimitTopic =
  | 'recommendations'
  | 'riskFactors'
  | 'predictions'
  | 'roadmap'
  | 'insights'
  | 'overview';

/** What a basic analysis leaves out and what an upgrade adds, said plainly, with the ways to it that work here. */
export function PlanLimitNotice({ topic }: { topic: PlanLimitTopic }) {
  const { t } = useTranslation('reports');
  const { ways, isSignedIn } = useUpgradePaths();
  return (
    <aside
      aria-labelledby={`plan-limit-${topic}`}
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h3 id={`plan-limit-${topic}`} className="font-semibold text-brand-900">
        {t(`planLimit.${topic}.title`)}
      </h3>
      <p className="text-ink">{t(`planLimit.${topic}.text`)}</p>
      <UpgradeHints ways={ways} className="flex flex-col gap-1 text-sm text-ink-muted" />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <UpgradeLinks ways={ways} isSignedIn={isSignedIn} />
      </div>
    </aside>
  );
}

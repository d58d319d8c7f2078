import { riskLevels } from '@app/core/analysis/risk-level';
import { useTranslation } from 'react-i18next';
import { riskColours } from '../utils/risk-styles';

/** The score bands of the risk levels, each kept on one line. */
export function ScaleLegend() {
  const { t } = useTranslation('reports');
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
      <span className="font-medium">{t('summary.scale')}:</span>
      {riskLevels.map((level) => (
        <span key={level} className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ backgroundColor: riskColours[level] }}
          />
          {t(`summary.scaleBands.${level}`)}
        </span>
      ))}
    </p>
  );
}

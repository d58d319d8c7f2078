import { formatNumber } from '@app/core/format/numbers';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { useIsHydrated } from '@/prerender';
import { usePublicFigures } from '../api/get-public-figures';

/**
 * Companies assessed and the reports' average rating, from the database, each shown only once it passes
 * its threshold (docs/product-decisions.md, Marketing claims). Fetched after hydration, so the pre-rendered
 * page holds none; the line keeps its height meanwhile, so nothing below it moves when they arrive.
 */
export function LiveFigures() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const isHydrated = useIsHydrated();
  const { data } = usePublicFigures({ isEnabled: isHydrated });
  const parts = [
    ...(data?.companiesAssessed
      ? [
          t('figures.companies', {
            count: data.companiesAssessed,
            value: formatNumber(data.companiesAssessed, language),
          }),
        ]
      : []),
    ...(data?.rating
      ? [
          t('figures.rating', {
            count: data.rating.count,
            average: formatNumber(data.rating.average, language),
            value: formatNumber(data.rating.count, language),
          }),
        ]
      : []),
  ];
  return (
    <p className="min-h-5 text-sm font-medium text-ink-muted" data-testid="live-figures">
      {parts.join(' · ')}
    </p>
  );
}

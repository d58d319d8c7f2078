import { useTranslation } from 'react-i18next';
import { AdvancedAiScreen } from '../../features/reports/components/advanced-ai-screen';
import { ReportScreenFrame } from '../../features/reports/components/report-screen-frame';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('reports');
  usePageMeta({ title: t('meta.advanced.title'), description: t('meta.advanced.description') });
  return (
    <ReportScreenFrame title={t('advanced.title')}>
      {(report, source) => <AdvancedAiScreen report={report} source={source} />}
    </ReportScreenFrame>
  );
}

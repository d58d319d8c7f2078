import { useTranslation } from 'react-i18next';
import { AnalysisScreen } from '../../features/reports/components/analysis-screen';
import { ReportScreenFrame } from '../../features/reports/components/report-screen-frame';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('reports');
  usePageMeta({ title: t('meta.analysis.title'), description: t('meta.analysis.description') });
  return (
    <ReportScreenFrame title={t('analysis.title')}>
      {(report, source) => <AnalysisScreen report={report} source={source} />}
    </ReportScreenFrame>
  );
}

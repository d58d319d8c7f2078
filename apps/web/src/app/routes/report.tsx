import { useTranslation } from 'react-i18next';
import { ReportScreen } from '../../features/reports/components/report-screen';
import { ReportScreenFrame } from '../../features/reports/components/report-screen-frame';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('reports');
  usePageMeta({ title: t('meta.report.title'), description: t('meta.report.description') });
  return (
    <ReportScreenFrame title={t('report.title')}>
      {(report, source) => <ReportScreen report={report} source={source} />}
    </ReportScreenFrame>
  );
}

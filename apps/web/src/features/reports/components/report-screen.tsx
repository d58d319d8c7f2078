import type { Language } from '@app/core/errors';
import type { ReportView } from '@app/core/reports/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { useAiProvider } from '@/lib/ai-availability';
import { useLanguage } from '@/lib/use-language';
import type { ReportSource } from '../hooks/use-report-selection';
import { reportHref } from '../utils/report-links';
import { DocumentDownloads } from './document-downloads';
import { LazyAskAboutReport } from './lazy-ask-about-report';
import { LazyEmailReportForm } from './lazy-email-report-form';
import { LazyKitSection } from './lazy-kit-section';
import { LazyReportHistory } from './lazy-report-history';
import { LazyReportRating } from './lazy-report-rating';
import { LazyUpgradeOfferDialog, preloadUpgradeOfferDialog } from './lazy-upgrade-offer-dialog';
import { ExportNotIncluded } from './paid-feature';
import { ReportHeadline } from './report-headline';
import { ReportPageHeader } from './report-screen-frame';
import { ReportStatusPanel } from './report-status';
import type { UpgradeReason } from './upgrade-offer-dialog';

/** /report: where the report stands, its documents in either language, e-mail, and all the user's reports. */
export function ReportScreen({ report, source }: { report: ReportView; source: ReportSource }) {
  const { t } = useTranslation('reports');
  const interfaceLanguage = useLanguage();
  const [documentLanguage, setDocumentLanguage] = useState<Language>(interfaceLanguage);
  const [upgradeReason, setUpgradeReason] = useState<UpgradeReason | null>(null);
  const isCompleted = report.status === 'completed';
  const aiProvider = useAiProvider();
  const canAsk = isCompleted && source === 'server' && report.analysis?.access === 'full';
  useEffect(() => {
    if (!report.canExport) preloadUpgradeOfferDialog();
  }, [report.canExport]);
  return (
    <>
      <ReportPageHeader title={t('report.title')} report={report} />
      <ReportStatusPanel report={report} source={source} />
      {isCompleted && <ReportHeadline report={report} />}
      <section
        aria-labelledby="documents-title"
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
      >
        <div className="flex flex-col gap-1">
          <h2 id="documents-title" className="text-2xl font-bold tracking-tight text-ink">
            {t('report.documentsTitle')}
          </h2>
          <p className="text-ink-muted">
            {isCompleted ? t('report.documentsLead') : t('report.documentsNotReady')}
          </p>
        </div>
        {!report.canExport && <ExportNotIncluded />}
        <RadioGroup<Language>
          legend={t('report.documentLanguage')}
          options={[
            { value: 'bg', label: t('languages.bg') },
            { value: 'en', label: t('languages.en') },
          ]}
          value={documentLanguage}
          onChange={setDocumentLanguage}
          isInline
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <DocumentDownloads
            report={report}
            formats={['pdf', 'docx']}
            language={documentLanguage}
            onUpgrade={setUpgradeReason}
          />
        </div>
        <LazyEmailReportForm report={report} language={documentLanguage} onUpgrade={setUpgradeReason} />
      </section>
      {/* The kit is built on the server from the account's stored answers: visitors have no documents. */}
      {isCompleted && source === 'server' && (
        <LazyKitSection report={report} language={documentLanguage} onUpgrade={setUpgradeReason} />
      )}
      {canAsk && aiProvider && <LazyAskAboutReport reportId={report.id} provider={aiProvider} />}
      <nav aria-label={t('analysis.moreLabel')} className="flex flex-col gap-3 sm:flex-row">
        <Link to={reportHref('analysis', report.id)} className={buttonClassName({ variant: 'secondary' })}>
          {t('advanced.toAnalysis')}
        </Link>
        <Link to={reportHref('advancedAi', report.id)} className={buttonClassName({ variant: 'secondary' })}>
          {t('analysis.toAdvanced')}
        </Link>
      </nav>
      {isCompleted && <LazyReportRating reportId={report.id} source={source} />}
      <LazyReportHistory title={t('history.title')} currentId={report.id} />
      <LazyUpgradeOfferDialog reason={upgradeReason} onClose={() => setUpgradeReason(null)} />
    </>
  );
}

import type { ReportView } from '@app/core/reports/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useLanguage } from '@/lib/use-language';
import { reportHref } from '../utils/report-links';
import { DocumentDownloads } from './document-downloads';
import { EmailReportForm } from './email-report-form';
import { ExportNotIncluded } from './paid-feature';
import { ReportHeadline } from './report-headline';
import { UpgradeOfferDialog, type UpgradeReason } from './upgrade-offer-dialog';

/** The questionnaire's "analysis ready" state: the result at a glance and what to do with it. */
export function ReportReadyPanel({ report, onStartNew }: { report: ReportView; onStartNew: () => void }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const auth = useAuth();
  const [upgradeReason, setUpgradeReason] = useState<UpgradeReason | null>(null);
  const dashboardHref =
    auth.status === 'signed-in'
      ? paths.dashboard.getHref()
      : `${paths.signup.getHref()}?${new URLSearchParams({ next: paths.dashboard.getHref() })}`;

  return (
    <section
      aria-labelledby="report-ready-title"
      className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
      data-testid="report-ready-panel"
    >
      <div className="flex flex-col gap-1">
        {/* The panel replaces the questionnaire, heading and all: it is the page's main heading now. */}
        <h1 id="report-ready-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('ready.title')}
        </h1>
        <p className="text-ink-muted">{t('ready.lead', { company: report.company.name })}</p>
      </div>
      <ReportHeadline report={report} />
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink">{t('ready.documentTitle')}</h2>
        {!report.canExport && <ExportNotIncluded />}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <DocumentDownloads
            report={report}
            formats={['pdf']}
            language={language}
            onUpgrade={setUpgradeReason}
          />
        </div>
        <EmailReportForm report={report} language={language} onUpgrade={setUpgradeReason} />
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:flex-wrap">
        <Link to={reportHref('analysis', report.id)} className={buttonClassName()}>
          {t('ready.viewAnalysis')}
        </Link>
        <Link to={dashboardHref} className={buttonClassName({ variant: 'secondary' })}>
          {auth.status === 'signed-in' ? t('ready.viewDashboard') : t('ready.signUpForDashboard')}
        </Link>
        <Button variant="ghost" onClick={onStartNew}>
          {t('ready.startNew')}
        </Button>
      </div>
      {auth.status !== 'signed-in' && (
        <p className="text-sm text-ink-muted">
          {t('ready.visitorNote')}{' '}
          <Link to={dashboardHref} className="font-semibold text-brand-700 underline underline-offset-4">
            {t('ready.visitorSignUp')}
          </Link>
        </p>
      )}
      <UpgradeOfferDialog reason={upgradeReason} onClose={() => setUpgradeReason(null)} />
    </section>
  );
}

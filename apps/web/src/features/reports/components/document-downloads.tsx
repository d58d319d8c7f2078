import type { Language } from '@app/core/errors';
import type { ReportFormat, ReportView } from '@app/core/reports/schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDownloadReport } from '../api/download-report';
import { PaidFeatureIcon } from './paid-feature';
import type { UpgradeReason } from './upgrade-offer-dialog';

/** The download buttons; without export rights each shows a padlock and opens the upgrade offer instead. */
export function DocumentDownloads({
  report,
  formats,
  language,
  onUpgrade,
  size = 'md',
  labelSuffix,
}: {
  report: Pick<ReportView, 'id' | 'status' | 'canExport' | 'company'>;
  formats: readonly ReportFormat[];
  language: Language;
  onUpgrade: (reason: UpgradeReason) => void;
  size?: 'sm' | 'md';
  /** Names the report where several are listed, so each button's name is unique. */
  labelSuffix?: string;
}) {
  const { t } = useTranslation(['reports', 'errors']);
  const download = useDownloadReport();
  const isReady = report.status === 'completed';
  const pendingFormat = download.isPending ? download.variables?.format : undefined;

  function start(format: ReportFormat) {
    if (!report.canExport) {
      onUpgrade(format);
      return;
    }
    if (download.isPending) return;
    download.mutate(
      { reportId: report.id, format, language },
      {
        onSuccess: () => toast.success(t('download.done', { format: t(`formats.${format}`) })),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('errors:generic')),
      },
    );
  }

  return (
    <>
      {formats.map((format) => {
        const label =
          pendingFormat === format
            ? t('download.preparing', { format: t(`formats.${format}`) })
            : t('download.button', { format: t(`formats.${format}`) });
        return (
          <Button
            key={format}
            size={size}
            variant={format === 'pdf' ? 'primary' : 'secondary'}
            aria-label={labelSuffix ? `${label} – ${labelSuffix}` : undefined}
            disabled={!isReady}
            aria-disabled={pendingFormat === format || undefined}
            className="aria-disabled:cursor-wait"
            onClick={() => start(format)}
          >
            {report.canExport ? <DownloadIcon /> : <PaidFeatureIcon />}
            {label}
          </Button>
        );
      })}
    </>
  );
}

export function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0">
      <path
        d="M10 3v9m0 0l-3.5-3.5M10 12l3.5-3.5M4 14.5V16h12v-1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import type { Language } from '@app/core/errors';
import type { KitEntryView, KitFormat } from '@app/core/reports/kit-schemas';
import type { ReportView } from '@app/core/reports/schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useDownloadKitDocument } from '../api/download-kit-document';
import { useKit } from '../api/get-kit';
import { DownloadIcon } from './document-downloads';
import type { UpgradeReason } from './upgrade-offer-dialog';

type KitSectionProps = {
  report: Pick<ReportView, 'id' | 'company' | 'canExport'>;
  /** The language the drafts are written in: the one chosen for the report's documents. */
  language: Language;
  onUpgrade: (reason: UpgradeReason) => void;
};

/**
 * The document kit on the report screen: the drafts that apply, their formats and the gaps they close.
 * Paid plans download each format; on Free each button opens the upgrade offer (the server refuses the
 * file with PLAN_REQUIRED just the same).
 */
export function KitSection({ report, language, onUpgrade }: KitSectionProps) {
  const { t } = useTranslation('document-kit');
  const kit = useKit(report.id);
  const shown = useLanguage();
  const canDownload = kit.data?.canDownload ?? report.canExport;

  return (
    <section
      aria-labelledby="kit-title"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
      data-testid="kit-section"
    >
      <div className="flex flex-col gap-1">
        <h2 id="kit-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('title')}
        </h2>
        <p className="text-ink-muted">{t('lead', { company: report.company.name })}</p>
        <p className="text-sm text-ink-muted">{canDownload ? t('draftNote') : t('leadFree')}</p>
      </div>
      {kit.isPending && <p className="text-ink-muted">{t('loading')}</p>}
      {kit.isError && <p className="text-ink-muted">{t('failed')}</p>}
      {kit.data && kit.data.documents.length > 0 && (
        <ul className="flex flex-col gap-4">
          {kit.data.documents.map((entry) => (
            <KitItem
              key={entry.id}
              entry={entry}
              shownIn={shown}
              reportId={report.id}
              language={language}
              canDownload={canDownload}
              onUpgrade={onUpgrade}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function KitItem({
  entry,
  shownIn,
  reportId,
  language,
  canDownload,
  onUpgrade,
}: {
  entry: KitEntryView;
  shownIn: Language;
  reportId: string;
  language: Language;
  canDownload: boolean;
  onUpgrade: (reason: UpgradeReason) => void;
}) {
  const { t } = useTranslation(['document-kit', 'errors']);
  const download = useDownloadKitDocument();
  const title = entry.title[shownIn];
  const pending = download.isPending ? download.variables?.format : undefined;

  function start(format: KitFormat) {
    if (!canDownload) {
      onUpgrade('kit');
      return;
    }
    if (download.isPending) return;
    download.mutate(
      { reportId, document: entry.id, format, language },
      {
        onSuccess: () => toast.success(t('done', { title })),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('errors:generic')),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-4" data-testid={`kit-${entry.id}`}>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
        <p className="text-sm text-ink-muted">{entry.description[shownIn]}</p>
        <p className="text-xs text-ink-muted">{entry.legalBasis[shownIn]}</p>
      </div>
      <div className="text-sm">
        <p className="font-medium text-ink">{t('gapsClosed')}</p>
        {entry.gapsClosed.length === 0 ? (
          <p className="text-ink-muted">{t('noGaps')}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {entry.gapsClosed.map((gap) => (
              <li key={gap.controlId} className="rounded-full bg-surface-muted px-3 py-1 text-ink">
                {gap.title[shownIn]}
              </li>
            ))}
          </ul>
        )}
        {entry.roadmapItems.length > 0 && (
          <>
            <p className="mt-3 font-medium text-ink">{t('roadmapItems')}</p>
            <ul className="mt-1 list-disc pl-5 text-ink-muted">
              {entry.roadmapItems.map((item) => (
                <li key={item.id}>{item.title[shownIn]}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {entry.formats.map((format) => {
          const formatLabel = t(`formats.${format}`);
          return (
            <Button
              key={format}
              size="sm"
              variant="secondary"
              aria-label={t('downloadLabel', { title, format: formatLabel })}
              aria-disabled={pending === format || undefined}
              className="aria-disabled:cursor-wait"
              onClick={() => start(format)}
            >
              <DownloadIcon />
              {pending === format ? t('preparing', { format: formatLabel }) : formatLabel}
            </Button>
          );
        })}
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { HistoryEntry } from './report-history';

/** Deleting is for good, so it is asked once more, naming the report. */
export function DeleteReportDialog({
  entry,
  date,
  isDeleting,
  onCancel,
  onConfirm,
}: {
  entry: HistoryEntry | null;
  date: string;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (entry: HistoryEntry) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Dialog
      isOpen={entry !== null}
      onClose={onCancel}
      title={t('history.deleteTitle')}
      description={
        entry
          ? t(entry.isLocal ? 'history.deleteTextLocal' : 'history.deleteTextAccount', {
              company: entry.summary.company.name,
              date,
            })
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('history.cancel')}
          </Button>
          <Button
            variant="danger"
            aria-disabled={isDeleting || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            onClick={() => {
              if (entry && !isDeleting) onConfirm(entry);
            }}
          >
            {isDeleting ? t('history.deleting') : t('history.confirmDelete')}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      isOpen={entry !== null}
      title={t('history.deleteTitle')}
      description={
        entry
          ? t(entry.isLocal ? 'history.deleteTextLocal' : 'history.deleteTextAccount', {
              company: entry.summary.company.name,
              date,
            })
          : undefined
      }
      labels={{
        cancel: t('history.cancel'),
        confirm: t('history.confirmDelete'),
        working: t('history.deleting'),
      }}
      isWorking={isDeleting}
      onCancel={onCancel}
      onConfirm={() => entry && onConfirm(entry)}
    />
  );
}

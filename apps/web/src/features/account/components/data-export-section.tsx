import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportAccount } from '../api/export-account';

/** The rights of access and to data portability (GDPR Art. 15 and 20), one button away. */
export function DataExportSection() {
  const { t } = useTranslation(['account', 'errors']);
  const exportAccount = useExportAccount();
  return (
    <section aria-labelledby="data-export-title" className="flex flex-col gap-3">
      <h2 id="data-export-title" className="text-xl font-bold text-ink">
        {t('dataExport.title')}
      </h2>
      <p className="max-w-2xl text-ink-muted">{t('dataExport.text')}</p>
      {exportAccount.isError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {exportAccount.error instanceof ApiError ? exportAccount.error.message : t('errors:generic')}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        aria-disabled={exportAccount.isPending || undefined}
        onClick={() => {
          if (exportAccount.isPending) return;
          exportAccount.mutate(undefined, { onSuccess: () => toast.success(t('dataExport.done')) });
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          <path
            d="M10 3v9m0 0l-3.5-3.5M10 12l3.5-3.5M4 14.5V16h12v-1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {exportAccount.isPending ? t('dataExport.downloading') : t('dataExport.button')}
      </Button>
    </section>
  );
}

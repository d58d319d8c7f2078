import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRetryReport } from '../api/retry-report';

/** Starts a failed report of the account again. */
export function RetryReportButton({ reportId }: { reportId: string }) {
  const { t } = useTranslation(['reports', 'errors']);
  const retry = useRetryReport();
  return (
    <Button
      variant="primary"
      className="self-start sm:self-auto"
      aria-disabled={retry.isPending || undefined}
      onClick={() => {
        if (retry.isPending) return;
        retry.mutate(reportId, {
          onSuccess: () => toast.success(t('status.retried')),
          onError: (error) => toast.error(error instanceof ApiError ? error.message : t('errors:generic')),
        });
      }}
    >
      {retry.isPending ? t('status.retrying') : t('status.retry')}
    </Button>
  );
}

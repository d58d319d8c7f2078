import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import type { SubmitFailureState } from '../hooks/use-submit-assessment';

/**
 * Next to the button that retries, with focus on it, since the status that had focus is gone. A used-up
 * quota links to the plans instead: retrying cannot help.
 */
export function SubmitFailure({ failure }: { failure: SubmitFailureState }) {
  const { t } = useTranslation('assessment');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1}>
      <p>{failure.message}</p>
      {failure.isQuotaExceeded && (
        <Link
          to={paths.pricing.getHref()}
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('submit.seePlans')}
        </Link>
      )}
    </Alert>
  );
}

import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import type { SubmitFailureState } from '../hooks/use-submit-assessment';

/**
 * Next to the button that retries, with focus on it, since the status that had focus is gone. A used-up
 * quota never comes here: retrying cannot help, so the screen shows the ways on instead of the form.
 */
export function SubmitFailure({ failure }: { failure: SubmitFailureState }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1}>
      <p>{failure.message}</p>
    </Alert>
  );
}

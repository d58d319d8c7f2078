import { useEffect, useRef } from 'react';

/** Next to the button that retries, with focus on it, since the status that had focus is gone. */
export function SubmitFailure({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
    >
      {message}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * A message about the whole form. role=alert makes screen readers announce it as soon as it appears,
 * which a message above the fields would otherwise never be.
 */
export function FormAlert({ kind = 'error', children }: { kind?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm font-medium',
        kind === 'error'
          ? 'border-danger-700/30 bg-danger-50 text-danger-700'
          : 'border-success-700/30 bg-success-50 text-success-700',
      )}
    >
      {children}
    </div>
  );
}

import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

export type AlertProps = ComponentProps<'div'> & {
  kind?: 'error' | 'success';
  /** `md` where the form's text is the base size (the public forms), `sm` in the compact ones. */
  size?: 'sm' | 'md';
};

/*
 * A message about a whole form or panel (a refused request, a done action). An error is role=alert, which
 * screen readers announce as soon as it appears, as a message above the fields would otherwise never be;
 * a success is a polite status. An error also scrolls into view when it appears: after a press of the
 * submit button at the foot of a long form on a phone, a message at its head would go unseen.
 */
export function Alert({ kind = 'error', size = 'sm', className, children, ref, ...props }: AlertProps) {
  const ownRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (kind === 'error') ownRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [kind]);
  return (
    <div
      ref={(node) => {
        ownRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 font-medium',
        size === 'sm' && 'text-sm',
        kind === 'error'
          ? 'border-danger-700/30 bg-danger-50 text-danger-700'
          : 'border-success-700/30 bg-success-50 text-success-700',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

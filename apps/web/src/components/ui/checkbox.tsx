import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  description?: string;
  error?: string;
};

export function Checkbox({ label, description, error, id, className, ...props }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        type="checkbox"
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
        {...props}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={controlId} className="cursor-pointer text-base text-ink">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-ink-muted">
            {description}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

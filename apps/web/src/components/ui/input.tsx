import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, FieldError, FieldHint, type FieldTextProps, useFieldIds } from './field';

export type InputProps = ComponentProps<'input'> & FieldTextProps;

export function Input({ label, hint, error, id, className, ...props }: InputProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, { hint, error });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <FieldHint id={hintId} text={hint} />
      <input
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(controlClassName, className)}
        {...props}
      />
      <FieldError id={errorId} text={error} />
    </div>
  );
}

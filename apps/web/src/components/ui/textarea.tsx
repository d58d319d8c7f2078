import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, FieldError, FieldHint, type FieldTextProps, useFieldIds } from './field';

export type TextareaProps = ComponentProps<'textarea'> & FieldTextProps;

/** A multi-line text field with the same label, hint and error wiring as Input. */
export function Textarea({ label, hint, error, id, className, rows = 6, ...props }: TextareaProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, { hint, error });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <FieldHint id={hintId} text={hint} />
      <textarea
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(controlClassName, 'resize-y', className)}
        {...props}
      />
      <FieldError id={errorId} text={error} />
    </div>
  );
}

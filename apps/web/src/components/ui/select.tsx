import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, FieldError, FieldHint, type FieldTextProps, useFieldIds } from './field';

export type SelectOption = { value: string; label: string };
export type SelectProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldTextProps & { options: readonly SelectOption[]; placeholder?: string };

/** A native select: the platform's own keyboard and screen-reader behaviour, styled to match. */
export function Select({ label, hint, error, id, options, placeholder, className, ...props }: SelectProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, { hint, error });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <FieldHint id={hintId} text={hint} />
      <div className="relative">
        <select
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClassName, 'appearance-none pr-10', className)}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <FieldError id={errorId} text={error} />
    </div>
  );
}

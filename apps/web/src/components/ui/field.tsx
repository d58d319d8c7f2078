import { useId } from 'react';
import { cn } from '../../lib/cn';

export const controlClassName = cn(
  'min-h-11 w-full rounded-lg border border-control bg-surface px-3 py-2 text-base text-ink',
  'placeholder:text-ink-muted disabled:cursor-not-allowed disabled:bg-surface-muted',
  'aria-invalid:border-danger-700',
);

export type FieldTextProps = { label: string; hint?: string | undefined; error?: string | undefined };

/** Ids that tie a control to its hint and error, so screen readers read them with the label. */
export function useFieldIds(id: string | undefined, { hint, error }: Omit<FieldTextProps, 'label'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function FieldHint({ id, text }: { id: string | undefined; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm text-ink-muted">
      {text}
    </p>
  ) : null;
}

export function FieldError({ id, text }: { id: string | undefined; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-danger-700">
      {text}
    </p>
  ) : null;
}

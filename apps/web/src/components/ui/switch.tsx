import { useId } from 'react';
import { cn } from '../../lib/cn';

export type SwitchProps = {
  label: string;
  description?: string;
  isChecked: boolean;
  onChange?: (isChecked: boolean) => void;
  /** Shown on, cannot be turned off (strictly necessary cookies); stays focusable so it is announced. */
  isLocked?: boolean;
  lockedNote?: string;
};

export function Switch({
  label,
  description,
  isChecked,
  onChange,
  isLocked = false,
  lockedNote,
}: SwitchProps) {
  const id = useId();
  const describedBy = [description && `${id}-description`, lockedNote && isLocked && `${id}-note`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <span id={`${id}-label`} className="font-semibold text-ink">
          {label}
        </span>
        {description && (
          <p id={`${id}-description`} className="text-sm text-ink-muted">
            {description}
          </p>
        )}
        {isLocked && lockedNote && (
          <p id={`${id}-note`} className="text-sm font-medium text-success-700">
            {lockedNote}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isChecked}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        aria-disabled={isLocked || undefined}
        onClick={() => {
          if (!isLocked) onChange?.(!isChecked);
        }}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors duration-150',
          isChecked ? 'bg-brand-700' : 'bg-control',
          isLocked && 'cursor-not-allowed',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform duration-150',
            isChecked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

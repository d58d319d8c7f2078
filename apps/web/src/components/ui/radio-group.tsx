import { useId } from 'react';
import { cn } from '../../lib/cn';

export type RadioOption<T extends string> = { value: T; label: string; description?: string };

export type RadioGroupProps<T extends string> = {
  legend: string;
  name?: string;
  options: readonly RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  isInline?: boolean;
};

/** Native radios in a fieldset: arrow keys move between options, the legend names the group. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  isInline = false,
}: RadioGroupProps<T>) {
  const generated = useId();
  const groupName = name ?? generated;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className={cn('flex gap-2', isInline ? 'flex-row flex-wrap' : 'flex-col')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5',
              value === option.value ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface',
            )}
          >
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="text-base text-ink">{option.label}</span>
              {option.description && <span className="text-sm text-ink-muted">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

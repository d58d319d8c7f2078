import { cn } from '@/lib/cn';

export type ChoiceOption<T extends string> = { value: T; label: string };

type ChoiceFieldsetProps<T extends string> = {
  /** The fieldset's id; each radio's id is `${id}-${value}`. */
  id: string;
  legend: string;
  hint?: string | undefined;
  options: readonly ChoiceOption<T>[];
  value: T | '' | undefined;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string | undefined;
  layout?: 'row' | 'column';
  /** `question`: a questionnaire question; `label`: styled like the form's other field labels. */
  legendStyle?: 'question' | 'followUp' | 'label';
};

const legendClasses = {
  question: 'text-base font-semibold',
  followUp: 'text-sm font-semibold',
  label: 'text-sm font-medium',
} as const;

/**
 * One question as native radios in a fieldset: the legend is the question, arrow keys move between the
 * answers, and the hint and any error are read with the group.
 */
export function ChoiceFieldset<T extends string>({
  id,
  legend,
  hint,
  options,
  value,
  onChange,
  onBlur,
  error,
  layout = 'row',
  legendStyle = 'question',
}: ChoiceFieldsetProps<T>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      id={id}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className={cn('mb-1 text-ink', legendClasses[legendStyle])}>{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className={cn('flex gap-2', layout === 'row' ? 'flex-col sm:flex-row sm:flex-wrap' : 'flex-col')}>
        {options.map((option) => {
          const isChecked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={`${id}-${option.value}`}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-base text-ink',
                isChecked ? 'border-brand-700 bg-brand-50 font-medium' : 'border-control bg-surface',
                error && !isChecked && 'border-danger-700',
                layout === 'row' && 'sm:min-w-28',
              )}
            >
              <input
                type="radio"
                id={`${id}-${option.value}`}
                name={id}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="size-5 shrink-0 cursor-pointer accent-brand-700"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

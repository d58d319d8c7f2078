import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { DemoSeverity } from '../utils/demo-example';

/*
 * Small building blocks of the demo's illustrations, drawn like the product's own screens. The
 * illustrations are decorative (the step's text says what they show), so none of this is interactive.
 */

// The product's risk-scale colours (as in the report screens), each readable on white.
const levelClasses: Readonly<Record<DemoSeverity, string>> = {
  low: 'border-emerald-700/30 bg-emerald-50 text-emerald-800',
  medium: 'border-yellow-700/30 bg-yellow-50 text-yellow-800',
  high: 'border-orange-700/30 bg-orange-50 text-orange-800',
  critical: 'border-red-700/30 bg-red-50 text-red-800',
};

export function LevelBadge({ level, children }: { level: DemoSeverity; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        levelClasses[level],
      )}
    >
      <span className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}

/** A white card, as the product's panels are. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('rounded-xl bg-surface p-3 shadow-sm ring-1 ring-line sm:p-4', className)}>
      {children}
    </div>
  );
}

/** The questionnaire's yes / no / not sure choice, with one option chosen. */
export function AnswerChoice({
  labels,
  chosen,
}: {
  labels: readonly [string, string, string];
  chosen: 0 | 1 | 2;
}) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {labels.map((label, index) => (
        <span
          key={label}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1 text-xs font-medium sm:text-sm',
            index === chosen
              ? 'border-brand-700 bg-brand-50 text-brand-800'
              : 'border-line bg-surface text-ink-muted',
          )}
        >
          <span
            className={cn(
              'grid size-3.5 place-items-center rounded-full border',
              index === chosen ? 'border-brand-700' : 'border-control',
            )}
          >
            {index === chosen && <span className="size-2 rounded-full bg-brand-700" />}
          </span>
          {label}
        </span>
      ))}
    </div>
  );
}

/** The step bar of the questionnaire, with the given step current. */
export function FormSteps({ current }: { current: number }) {
  return (
    <div className="grid grid-cols-4 gap-1.5">
      {[0, 1, 2, 3].map((index) => (
        <span
          key={index}
          className={cn('h-1.5 rounded-full', index <= current ? 'bg-brand-700' : 'bg-line')}
        />
      ))}
    </div>
  );
}

import { cn } from '@/lib/cn';

export type BarRow = { key: string; label: string; value: number; display: string };

/**
 * Labelled horizontal bars for categories with long names (controls, industries): the label sits above
 * its bar, so nothing is cut off on a phone, and the value is written beside it.
 */
export function BarList({
  rows,
  max,
  emphasisKey,
}: {
  rows: readonly BarRow[];
  max: number;
  /** A row drawn in the darker shade and bold, such as the user's own score. */
  emphasisKey?: string;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => {
        const isEmphasised = row.key === emphasisKey;
        return (
          <li key={row.key} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className={cn('text-ink', isEmphasised && 'font-semibold')}>{row.label}</span>
              <span className="font-semibold whitespace-nowrap tabular-nums text-ink">{row.display}</span>
            </div>
            <div className="h-3 overflow-hidden rounded-full bg-slate-100">
              <div
                className={cn('h-full rounded-full', isEmphasised ? 'bg-brand-900' : 'bg-brand-700')}
                style={{
                  width: `${max > 0 ? Math.max((row.value / max) * 100, row.value > 0 ? 1.5 : 0) : 0}%`,
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

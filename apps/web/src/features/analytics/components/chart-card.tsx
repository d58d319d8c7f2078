import { type ReactNode, Suspense, useId } from 'react';
import { DataTable, type DataTableProps } from './data-table';

/**
 * A chart as people with and without sight read it: a heading, a sentence that says what it shows, the
 * drawing (hidden from screen readers, which get the sentence and the table instead) and the same
 * numbers as a table behind a visible "Show the numbers" disclosure.
 */
export function ChartCard({
  title,
  summary,
  note,
  table,
  children,
  testId,
  className,
}: {
  title: string;
  summary: string;
  /** How to read the drawing (a scale, a direction), for everyone: not hidden with the drawing. */
  note?: string;
  table: Omit<DataTableProps, 'caption'>;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={`flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5 ${className ?? ''}`}
    >
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p className="text-ink-muted" data-testid="chart-summary">
        {summary}
      </p>
      {note && <p className="text-sm text-ink-muted">{note}</p>}
      <div aria-hidden="true" className="min-w-0">
        <Suspense fallback={<div className="h-60 animate-pulse rounded-xl bg-surface-muted" />}>
          {children}
        </Suspense>
      </div>
      <DataTable caption={title} {...table} />
    </section>
  );
}

import { type ReactNode, useId } from 'react';

export type DataTableProps = {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
};

/**
 * A chart as people with and without sight read it: the drawing (hidden from screen readers), a sentence
 * that says what it shows, and the same numbers as a table that only screen readers get.
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: DataTableProps;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <figcaption className="flex flex-col gap-1">
        <span id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </span>
        <span className="text-ink-muted" data-testid="chart-summary">
          {summary}
        </span>
      </figcaption>
      <div aria-hidden="true" className="min-w-0">
        {children}
      </div>
      <DataTable {...table} />
    </figure>
  );
}

function DataTable({ caption, columns, rows }: DataTableProps) {
  // The wrapper is what hides it: a table ignores the 1 px width of `sr-only` and would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "a, b and c" in the interface language. */
export function joinList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}

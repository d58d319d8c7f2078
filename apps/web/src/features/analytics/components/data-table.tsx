import { useTranslation } from 'react-i18next';

export type DataTableProps = {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly (string | number)[] }[];
};

/**
 * A chart's numbers behind a disclosure anyone can open: screen-reader users get a real table, sighted
 * users the exact values. On a phone the table scrolls inside its own box, never the page.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const { t } = useTranslation('analytics');
  return (
    <details className="group" data-testid="chart-numbers">
      <summary className="flex min-h-11 cursor-pointer w-fit items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
        >
          <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('charts.showNumbers')}
      </summary>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users can scroll a table wider than a phone's screen (WCAG 2.1.1).
        tabIndex={0}
        className="mt-2 max-w-full overflow-x-auto rounded-lg border border-line"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-3 py-2 font-semibold whitespace-nowrap text-ink ${index > 0 ? 'text-right' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
                    <th key={index} scope="row" className="min-w-32 px-3 py-2 font-normal text-ink">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
                    <td key={index} className="px-3 py-2 text-right whitespace-nowrap tabular-nums text-ink">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

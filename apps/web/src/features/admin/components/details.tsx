import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode };

/** Label and value pairs of a list item: two columns from `sm`, stacked on a phone. */
export function Details({ items }: { items: readonly Detail[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {items.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink-muted">{label}</dt>
          <dd className="mb-1 text-ink [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

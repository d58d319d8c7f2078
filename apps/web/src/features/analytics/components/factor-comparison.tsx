export type FactorRow = { key: string; label: string; first: number; latest: number };

// The first report's bars are hatched and the latest's solid, so the two differ in pattern, not only in shade.
const hatched = 'repeating-linear-gradient(135deg, #1f3eac 0 2px, #dce6fe 2px 6px)';

/** Grouped bars: each risk factor in the first and in the latest report (0 = lowest risk, 100 = highest). */
export function FactorComparison({
  rows,
  firstLabel,
  latestLabel,
  isSingleReport,
}: {
  rows: readonly FactorRow[];
  firstLabel: string;
  latestLabel: string;
  isSingleReport: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
        {!isSingleReport && <LegendItem label={firstLabel} background={hatched} />}
        <LegendItem label={latestLabel} background="#172c66" />
      </div>
      <ul className="grid gap-x-8 gap-y-4 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-ink">{row.label}</span>
            {!isSingleReport && <FactorBar value={row.first} background={hatched} />}
            <FactorBar value={row.latest} background="#172c66" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FactorBar({ value, background }: { value: number; background: string }) {
  return (
    <div className="grid grid-cols-[1fr_2.5rem] items-center gap-2">
      <div className="h-3 overflow-hidden rounded-full bg-slate-100">
        <div
          className="h-full rounded-full border border-brand-900"
          style={{ width: `${Math.max(value, 2)}%`, background }}
        />
      </div>
      <span className="text-right text-sm font-semibold tabular-nums text-ink">{value}</span>
    </div>
  );
}

function LegendItem({ label, background }: { label: string; background: string }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block h-3 w-6 rounded-sm border border-brand-900"
        style={{ background }}
      />
      {label}
    </span>
  );
}

/** The dashed score lines of a chart, each with its value at the left edge. */
export function ScoreGridlines({
  scores,
  left,
  right,
  y,
}: {
  scores: readonly number[];
  left: number;
  right: number;
  y: (score: number) => number;
}) {
  return scores.map((score) => (
    <g key={score}>
      <line x1={left} x2={right} y1={y(score)} y2={y(score)} stroke="#cbd5e1" strokeDasharray="3 3" />
      <text x={left - 6} y={y(score) + 4} textAnchor="end" className="fill-ink-muted text-[11px]">
        {score}
      </text>
    </g>
  ));
}

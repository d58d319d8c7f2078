export interface Point {
  x: number;
  y: number;
}

/**
 * The outline of a gauge segment: the ring between two radii of a half circle opening upwards, from score
 * `from` to score `to` (0 at the left end, 100 at the right). Shared by the PDF and Word gauges, so both
 * draw the same shape.
 */
export function describeGaugeSegment(
  centre: Point,
  outerRadius: number,
  innerRadius: number,
  from: number,
  to: number,
): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) * 1.5));
  const angleAt = (score: number) => Math.PI * (1 - score / 100);
  const arc = (radius: number) =>
    Array.from({ length: steps + 1 }, (_, index) => {
      const angle = angleAt(from + ((to - from) * index) / steps);
      return { x: centre.x + radius * Math.cos(angle), y: centre.y - radius * Math.sin(angle) };
    });
  return [...arc(outerRadius), ...arc(innerRadius).reverse()];
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The same segment as SVG path data with true arcs, for Word's custom shapes (a polygon of many points
 * would make the document large). Coordinates are relative to the segment's top-left corner, `origin`.
 */
export function describeGaugeSegmentPath(
  centre: Point,
  outerRadius: number,
  innerRadius: number,
  from: number,
  to: number,
  origin: Point,
): string {
  const at = (radius: number, score: number) => {
    const angle = Math.PI * (1 - score / 100);
    return `${round(centre.x + radius * Math.cos(angle) - origin.x)} ${round(centre.y - radius * Math.sin(angle) - origin.y)}`;
  };
  // Clockwise on the page (sweep flag 1) along the outer edge, back anticlockwise along the inner one.
  return [
    `M ${at(outerRadius, from)}`,
    `A ${outerRadius} ${outerRadius} 0 0 1 ${at(outerRadius, to)}`,
    `L ${at(innerRadius, to)}`,
    `A ${innerRadius} ${innerRadius} 0 0 0 ${at(innerRadius, from)}`,
    'Z',
  ].join(' ');
}

import { AlignmentType, Paragraph, TextRun } from 'docx';
import { type IShapeGroupChildOptions, ShapeGroupRun } from 'docx/shapes';
import { describeGaugeSegment, describeGaugeSegmentPath, type Point } from '../geometry';
import type { Gauge } from '../model/types';
import { riskColours, scoreBands, toDocxColour } from '../theme';
import { hex, sizes } from './styles';

// The PDF gauge's proportions, in pixels.
const gaugeSize = { width: 200, outer: 92, inner: 70 };
const centre: Point = { x: gaugeSize.width / 2, y: gaugeSize.outer + 8 };

/**
 * A gauge segment as a Word custom shape. Word scales a path to fill its shape's box, so the box is placed
 * at the segment's bounds, found from the same outline the PDF draws.
 */
function drawSegment(
  from: number,
  to: number,
  colour: string,
  outer: number,
  inner: number,
): IShapeGroupChildOptions {
  const points = describeGaugeSegment(centre, outer, inner, from, to);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return {
    type: 'custom',
    path: describeGaugeSegmentPath(centre, outer, inner, from, to, { x: left, y: top }),
    transformation: {
      width: Math.max(1, Math.max(...xs) - left),
      height: Math.max(1, Math.max(...ys) - top),
      offset: { left, top },
    },
    fill: toDocxColour(colour),
    line: 'none',
  };
}

function centred(run: TextRun | ShapeGroupRun, keepNext = true, after?: number): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    keepNext,
    spacing: after === undefined ? undefined : { after },
    children: [run],
  });
}

/** The PDF's half-circle gauge as Word shapes (vectors), with the score and risk level as text beneath. */
export function drawGauge(gauge: Gauge): Paragraph[] {
  const { outer, inner } = gaugeSize;
  const shapes = [
    ...scoreBands.map((band) =>
      drawSegment(band.from, band.to, riskColours[band.level], outer + 6, outer + 2),
    ),
    drawSegment(0, 100, hex.track, outer, inner),
    ...(gauge.score > 0 ? [drawSegment(0, gauge.score, riskColours[gauge.level], outer, inner)] : []),
  ];
  const colour = toDocxColour(riskColours[gauge.level]);
  const altText = { name: gauge.label, description: `${gauge.scoreText} ${gauge.outOf}` };
  return [
    centred(new ShapeGroupRun({ children: shapes, altText }), true, 0),
    centred(new TextRun({ text: gauge.scoreText, bold: true, size: 60, color: colour }), true, 0),
    centred(new TextRun({ text: gauge.outOf, size: sizes.small, color: hex.muted })),
    centred(new TextRun({ text: gauge.levelText, bold: true, size: sizes.h2, color: colour }), false),
  ];
}

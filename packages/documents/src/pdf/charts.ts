import type { CanvasElement, Column, Content } from 'pdfmake/interfaces';
import { describeGaugeSegment } from '../geometry';
import type { Gauge, RiskFactorsSection, RoadmapSection } from '../model/types';
import { colours, riskColours, scoreBands } from '../theme';
import { contentWidth, factsLayout, textStyles } from './styles';

const gaugeSize = { width: 200, height: 112, outer: 92, inner: 70 };

function segment(from: number, to: number, colour: string, outer: number, inner: number): CanvasElement {
  const centre = { x: gaugeSize.width / 2, y: gaugeSize.outer + 8 };
  return {
    type: 'polyline',
    points: describeGaugeSegment(centre, outer, inner, from, to),
    closePath: true,
    color: colour,
    lineColor: colour,
    lineWidth: 0.2,
  };
}

/** A half-circle gauge: a thin scale of the four risk bands, and the score as a thick arc in its level's colour. */
export function drawGauge(gauge: Gauge): Column {
  const { outer, inner } = gaugeSize;
  const canvas: CanvasElement[] = [
    ...scoreBands.map((band) => segment(band.from, band.to, riskColours[band.level], outer + 6, outer + 2)),
    segment(0, 100, colours.track, outer, inner),
    ...(gauge.score > 0 ? [segment(0, gauge.score, riskColours[gauge.level], outer, inner)] : []),
  ];
  return {
    width: gaugeSize.width,
    stack: [
      { canvas },
      {
        text: gauge.scoreText,
        fontSize: 30,
        bold: true,
        color: riskColours[gauge.level],
        alignment: 'center',
        margin: [0, -52, 0, 0],
        lineHeight: 1,
      },
      { text: gauge.outOf, ...textStyles.small, alignment: 'center', margin: [0, 0, 0, 6] },
      {
        text: gauge.levelText,
        bold: true,
        fontSize: 12,
        color: riskColours[gauge.level],
        alignment: 'center',
      },
    ],
  };
}

const barHeight = 9;
const labelWidth = 170;
const valueWidth = 78;
const barWidth = contentWidth - labelWidth - valueWidth - 16;

/** A bar on a grey track; `start` and `length` are shares of the track. */
function drawBar(start: number, length: number, colour: string): Content {
  const track: CanvasElement = {
    type: 'rect',
    x: 0,
    y: 0,
    w: barWidth,
    h: barHeight,
    r: 1.5,
    color: colours.track,
  };
  const bar: CanvasElement[] =
    length > 0
      ? [
          {
            type: 'rect',
            x: barWidth * start,
            y: 0,
            w: barWidth * length,
            h: barHeight,
            r: 1.5,
            color: colour,
          },
        ]
      : [];
  return { canvas: [track, ...bar], margin: [0, 3, 0, 0] };
}

/** The thirteen risk factors as horizontal bars, 0-100, each in the colour of its level. */
export function drawRiskFactorChart(section: RiskFactorsSection): Content {
  return {
    table: {
      widths: [labelWidth, barWidth, valueWidth],
      headerRows: 1,
      body: [
        [
          { text: section.columns.factor, ...textStyles.tableHeader },
          { text: section.columns.score, ...textStyles.tableHeader },
          { text: section.columns.level, ...textStyles.tableHeader, alignment: 'right' },
        ],
        ...section.bars.map((bar) => [
          { text: bar.label },
          drawBar(0, bar.score / 100, riskColours[bar.level]),
          {
            text: `${bar.scoreText} · ${bar.levelText}`,
            color: riskColours[bar.level],
            bold: true,
            alignment: 'right' as const,
          },
        ]),
      ],
    },
    layout: { ...factsLayout, paddingTop: () => 2.5, paddingBottom: () => 2.5 },
  };
}

/** The roadmap's phases on one time axis, as a Gantt chart. */
export function drawRoadmapTimeline(section: RoadmapSection): Content {
  return {
    table: {
      widths: [labelWidth, barWidth, valueWidth],
      body: section.phases.map((phase) => [
        { text: phase.title, bold: true },
        drawBar(
          phase.startWeek / section.totalWeeks,
          (phase.endWeek - phase.startWeek) / section.totalWeeks,
          colours.brand,
        ),
        { text: phase.weekRange, alignment: 'right' as const, ...textStyles.small },
      ]),
    },
    layout: { ...factsLayout, paddingTop: () => 3, paddingBottom: () => 3 },
    margin: [0, 0, 0, 8],
  };
}

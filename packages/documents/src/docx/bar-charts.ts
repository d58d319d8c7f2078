import { AlignmentType, HeightRule, LineRuleType, Paragraph, type Table, TableRow, TextRun } from 'docx';
import type { RiskFactorsSection, RoadmapSection } from '../model/types';
import { riskColours, toDocxColour } from '../theme';
import type { Block } from './blocks';
import { contentWidth, hex } from './styles';
import { cell, fixedTable } from './tables';

const widths = { label: 3200, value: 1800 } as const;
const barWidth = contentWidth - widths.label - widths.value;
const columnWidths = [widths.label, barWidth, widths.value];
// Exact heights in twips: the bar is 9 pt high.
const barHeight = 180;
const barLength = barWidth - 160;

function emptyParagraph(height: number): Paragraph {
  return new Paragraph({ spacing: { before: 0, after: 0, line: height, lineRule: LineRuleType.EXACT } });
}

/**
 * A bar on a grey track: a one-row table of shaded cells (the track before the bar, the bar, the rest of the
 * track), each exactly as wide as its share. Shading is drawn as filled rectangles by Word and LibreOffice,
 * and costs a fraction of what a drawing does to write. A cell must end with a paragraph, hence the
 * hairline one after the table.
 */
function drawBar(start: number, length: number, colour: string): Block[] {
  const before = Math.round(barLength * start);
  const bar = Math.round(barLength * length);
  const parts = [
    { width: before, fill: hex.track },
    { width: bar, fill: toDocxColour(colour) },
    { width: barLength - before - bar, fill: hex.track },
  ].filter((part) => part.width > 0);
  const row = new TableRow({
    height: { value: barHeight, rule: HeightRule.EXACT },
    children: parts.map((part) => cell([emptyParagraph(barHeight)], part.width, { shading: part.fill })),
  });
  return [
    fixedTable(
      [row],
      parts.map((part) => part.width),
    ),
    emptyParagraph(20),
  ];
}

function chartRow(label: TextRun, bar: Block[], value: TextRun, keepNext: boolean): TableRow {
  return new TableRow({
    cantSplit: true,
    keepNext,
    children: [
      cell([new Paragraph({ spacing: { after: 40 }, children: [label] })], widths.label),
      cell(bar, barWidth, { margins: { top: 50 } }),
      cell(
        [new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { after: 40 }, children: [value] })],
        widths.value,
      ),
    ],
  });
}

/** The thirteen risk factors as bars; every row is kept with the next, so the chart stays on one page. */
export function drawRiskFactorChart(section: RiskFactorsSection): Table {
  const { factor, score, level } = section.columns;
  const heading = (title: string) => new TextRun({ text: title, style: 'Label', bold: true });
  const header = chartRow(
    heading(factor),
    [new Paragraph({ children: [heading(score)] })],
    heading(level),
    true,
  );
  const rows = section.bars.map((bar, index) => {
    const colour = riskColours[bar.level];
    const value = new TextRun({
      text: `${bar.scoreText} · ${bar.levelText}`,
      bold: true,
      color: toDocxColour(colour),
    });
    return chartRow(
      new TextRun(bar.label),
      drawBar(0, bar.score / 100, colour),
      value,
      index < section.bars.length - 1,
    );
  });
  return fixedTable([header, ...rows], columnWidths);
}

/** The roadmap's phases on one time axis, as a Gantt chart. */
export function drawRoadmapTimeline(section: RoadmapSection): Table {
  const rows = section.phases.map((phase, index) =>
    chartRow(
      new TextRun({ text: phase.title, bold: true }),
      drawBar(
        phase.startWeek / section.totalWeeks,
        (phase.endWeek - phase.startWeek) / section.totalWeeks,
        hex.brand,
      ),
      new TextRun({ text: phase.weekRange, style: 'Label' }),
      index < section.phases.length - 1,
    ),
  );
  return fixedTable(rows, columnWidths);
}

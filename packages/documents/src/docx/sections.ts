import { Paragraph, TableRow, TextRun } from 'docx';
import type { IssueCard, RecommendationCard, ReportModel } from '../model/types';
import { colours, getSeverityColour, riskColours, toDocxColour } from '../theme';
import { drawRiskFactorChart } from './bar-charts';
import {
  type Block,
  heading,
  renderFactColumns,
  renderFacts,
  renderList,
  smallText,
  spacer,
  text,
} from './blocks';
import { drawGauge } from './gauge';
import { contentWidth, sizes } from './styles';
import { cell, fixedTable, renderCard } from './tables';

// A card's content is narrower than the page by its left rule and padding.
const cardInnerWidth = contentWidth - 320;

export function buildSummary(model: ReportModel): Block[] {
  const { summary, planNotice } = model;
  const gaugeWidth = 3300;
  const gap = 200;
  const sideWidth = contentWidth - gaugeWidth - gap;
  const keyFigures = fixedTable(
    [
      new TableRow({
        cantSplit: true,
        children: [
          cell(drawGauge(summary.gauge), gaugeWidth),
          cell([], gap),
          cell(
            [
              heading(summary.gauge.label, 2),
              ...renderFacts(summary.facts, 'FactNarrow'),
              spacer(120),
              renderCard(
                colours.brand,
                [heading(summary.nextStep.title, 3), text(summary.nextStep.text)],
                sideWidth,
              ),
            ],
            sideWidth,
          ),
        ],
      }),
    ],
    [gaugeWidth, gap, sideWidth],
  );
  return [
    heading(summary.title, 1, true),
    text(summary.intro, { style: 'Intro' }),
    keyFigures,
    smallText(summary.gauge.scale, { after: 160 }),
    ...(planNotice
      ? [
          renderCard(colours.brand, [heading(planNotice.title, 3), text(planNotice.text)], contentWidth),
          spacer(),
        ]
      : []),
    ...(summary.reasons ? renderList(summary.reasons) : []),
    ...(summary.insights ? renderList(summary.insights) : []),
  ];
}

export function buildRiskFactors(model: ReportModel): Block[] {
  const section = model.riskFactors;
  if (!section) return [];
  return [heading(section.title, 1), text(section.intro, { style: 'Intro' }), drawRiskFactorChart(section)];
}

function renderIssue(issue: IssueCard): Block[] {
  const colour = getSeverityColour(issue.severity);
  return [
    renderCard(
      colour,
      [
        new Paragraph({
          keepNext: true,
          children: [
            new TextRun({ text: issue.title, style: 'CardTitle' }),
            new TextRun({
              text: `   ${issue.severityText}`,
              bold: true,
              size: sizes.small,
              color: toDocxColour(colour),
            }),
          ],
        }),
        text(issue.risk),
        ...issue.notes.map((note) => text(note, { style: 'Small' })),
        ...renderFacts(issue.facts),
      ],
      contentWidth,
    ),
    spacer(),
  ];
}

export function buildIssues(model: ReportModel): Block[] {
  const { issues } = model;
  return [
    heading(issues.title, 1),
    text(issues.intro, { style: 'Intro' }),
    ...(issues.empty ? [text(issues.empty)] : issues.items.flatMap(renderIssue)),
  ];
}

function renderRecommendation(item: RecommendationCard, index: number): Block[] {
  return [
    renderCard(
      riskColours[item.priority],
      [
        new Paragraph({
          keepNext: true,
          children: [new TextRun({ text: item.title, style: 'CardTitle' })],
        }),
        ...renderFactColumns(item.ratings, cardInnerWidth),
        text(item.description),
        // Each recommendation numbers its steps from 1: its own instance of the steps list.
        ...renderList(item.steps, index + 1),
        ...renderFacts(item.facts),
      ],
      contentWidth,
    ),
    spacer(),
  ];
}

export function buildRecommendations(model: ReportModel): Block[] {
  const section = model.recommendations;
  if (!section) return [];
  return [
    heading(section.title, 1),
    text(section.intro, { style: 'Intro' }),
    ...(section.empty ? [text(section.empty)] : section.items.flatMap(renderRecommendation)),
  ];
}

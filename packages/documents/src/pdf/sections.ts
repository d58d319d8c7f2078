import type { Content } from 'pdfmake/interfaces';
import type { IssueCard, RecommendationCard, ReportModel } from '../model/types';
import { colours, getSeverityColour, riskColours } from '../theme';
import { keepWithHeading, renderCard, renderFacts, renderList } from './blocks';
import { drawGauge, drawRiskFactorChart } from './charts';
import { textStyles } from './styles';

export function buildSummary(model: ReportModel): Content[] {
  const { summary, planNotice } = model;
  const keyFigures: Content = {
    columns: [
      drawGauge(summary.gauge),
      {
        width: '*',
        stack: [
          { text: summary.gauge.label, ...textStyles.h2, margin: [0, 4, 0, 4] },
          renderFacts(summary.facts, 130),
          renderCard(colours.brand, [
            { text: summary.nextStep.title, ...textStyles.h3, margin: [0, 0, 0, 2] },
            { text: summary.nextStep.text },
          ]),
        ],
      },
    ],
    columnGap: 20,
    margin: [0, 4, 0, 4],
  };
  return [
    keepWithHeading(summary.title, summary.intro, [
      keyFigures,
      { text: summary.gauge.scale, ...textStyles.small, margin: [0, 0, 0, 8] },
    ]),
    ...(planNotice
      ? [renderCard(colours.brand, [{ text: planNotice.title, ...textStyles.h3 }, { text: planNotice.text }])]
      : []),
    ...(summary.reasons ? [renderList(summary.reasons)] : []),
    ...(summary.insights ? [renderList(summary.insights)] : []),
  ];
}

export function buildRiskFactors(model: ReportModel): Content[] {
  const section = model.riskFactors;
  if (!section) return [];
  return [keepWithHeading(section.title, section.intro, [drawRiskFactorChart(section)])];
}

function renderIssue(issue: IssueCard): Content {
  const colour = getSeverityColour(issue.severity);
  return renderCard(colour, [
    {
      columns: [
        { text: issue.title, ...textStyles.cardTitle, width: '*' },
        {
          text: issue.severityText,
          color: colour,
          bold: true,
          fontSize: 8.5,
          width: 'auto',
          margin: [8, 1.5, 0, 0],
        },
      ],
      margin: [0, 0, 0, 3],
    },
    { text: issue.risk, ...textStyles.body },
    ...issue.notes.map((note): Content => ({ text: note, color: colours.muted, ...textStyles.body })),
    renderFacts(issue.facts),
  ]);
}

export function buildIssues(model: ReportModel): Content[] {
  const { issues } = model;
  const cards = issues.items.map(renderIssue);
  const first = issues.empty ? [{ text: issues.empty }] : cards.slice(0, 1);
  return [keepWithHeading(issues.title, issues.intro, first), ...cards.slice(1)];
}

function renderRecommendation(item: RecommendationCard): Content {
  return renderCard(riskColours[item.priority], [
    { text: item.title, ...textStyles.cardTitle, margin: [0, 0, 0, 4] },
    {
      columns: item.ratings.map((rating) => ({
        width: '*',
        stack: [
          { text: rating.label, ...textStyles.label },
          {
            text: rating.value,
            bold: true,
            color: rating.level ? riskColours[rating.level] : colours.text,
          },
        ],
      })),
      columnGap: 6,
      margin: [0, 0, 0, 4],
    },
    { text: item.description, ...textStyles.body },
    renderList(item.steps, true),
    renderFacts(item.facts),
  ]);
}

export function buildRecommendations(model: ReportModel): Content[] {
  const section = model.recommendations;
  if (!section) return [];
  const cards = section.items.map(renderRecommendation);
  const first = section.empty ? [{ text: section.empty }] : cards.slice(0, 1);
  return [keepWithHeading(section.title, section.intro, first), ...cards.slice(1)];
}

import { Paragraph, TextRun } from 'docx';
import type { PhaseBlock, ReportModel } from '../model/types';
import { colours } from '../theme';
import { drawRoadmapTimeline } from './bar-charts';
import { type Block, heading, renderFacts, renderList, smallText, spacer, text } from './blocks';
import { contentWidth, hex } from './styles';
import { renderCard, renderDataTable } from './tables';

function renderPhase(phase: PhaseBlock): Block[] {
  return [
    heading(phase.title, 2),
    smallText(phase.period, { keepNext: true, after: 40 }),
    ...(phase.milestone
      ? [
          new Paragraph({
            keepNext: true,
            children: [new TextRun({ text: phase.milestone, bold: true, color: hex.brand })],
          }),
        ]
      : []),
    ...(phase.empty ? [text(phase.empty)] : []),
    ...phase.lists.flatMap((list) => renderList(list)),
  ];
}

export function buildRoadmap(model: ReportModel): Block[] {
  const section = model.roadmap;
  if (!section) return [];
  return [
    heading(section.title, 1),
    text(section.intro, { style: 'Intro' }),
    drawRoadmapTimeline(section),
    spacer(),
    ...section.phases.flatMap(renderPhase),
  ];
}

export function buildPredictions(model: ReportModel): Block[] {
  const section = model.predictions;
  if (!section) return [];
  const { milestones, areas, assumptions } = section;
  const twips = (share: number) => Math.floor(contentWidth * share);
  return [
    heading(section.title, 1),
    text(section.intro, { style: 'Intro' }),
    ...renderFacts(section.facts, 'FactWide'),
    ...(assumptions
      ? [heading(assumptions.title, 2), ...assumptions.items.map((item) => text(`• ${item}`))]
      : []),
    heading(milestones.title, 2),
    renderDataTable(milestones.table, [twips(0.4), twips(0.15), twips(0.15), twips(0.3)]),
    heading(areas.title, 2),
    text(areas.intro, { style: 'Intro' }),
    areas.empty
      ? text(areas.empty)
      : renderDataTable(areas.table, [twips(0.3), twips(0.12), twips(0.18), twips(0.4)]),
  ];
}

export function buildClosing(model: ReportModel): Block[] {
  const { methodology, disclaimer } = model;
  return [
    heading(methodology.title, 1),
    ...methodology.paragraphs.map((paragraph, index) => text(paragraph, { keepNext: index === 0 })),
    spacer(),
    renderCard(colours.brand, [heading(disclaimer.title, 3), text(disclaimer.text)], contentWidth),
  ];
}

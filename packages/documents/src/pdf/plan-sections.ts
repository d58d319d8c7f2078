import type { Content } from 'pdfmake/interfaces';
import type { PhaseBlock, ReportModel } from '../model/types';
import { colours } from '../theme';
import { keepWithHeading, renderCard, renderFacts, renderList, renderTable, splitList } from './blocks';
import { drawRoadmapTimeline } from './charts';
import { textStyles } from './styles';

/** The phase's heading stays with the start of its first list; the lists may then run onto the next page. */
function renderPhase(phase: PhaseBlock): Content[] {
  const [first, ...others] = phase.lists;
  const firstList = first ? splitList(first) : { head: [], rest: [] };
  const heading: Content[] = [
    { text: phase.title, ...textStyles.h2 },
    { text: phase.period, ...textStyles.small },
    ...(phase.milestone
      ? [{ text: phase.milestone, bold: true, color: colours.brand, margin: [0, 2, 0, 0] } as Content]
      : []),
    ...(phase.empty ? [{ text: phase.empty, margin: [0, 4, 0, 0] } as Content] : []),
    ...firstList.head,
  ];
  return [
    { stack: heading, unbreakable: true },
    ...firstList.rest,
    ...others.map((list) => renderList(list)),
    { text: '', margin: [0, 0, 0, 6] },
  ];
}

export function buildRoadmap(model: ReportModel): Content[] {
  const section = model.roadmap;
  if (!section) return [];
  return [
    keepWithHeading(section.title, section.intro, [drawRoadmapTimeline(section)]),
    ...section.phases.flatMap(renderPhase),
  ];
}

export function buildPredictions(model: ReportModel): Content[] {
  const section = model.predictions;
  if (!section) return [];
  const { milestones, areas, assumptions } = section;
  return [
    keepWithHeading(section.title, section.intro, [
      renderFacts(section.facts, 170, [0, 0, 0, 8]),
      ...(assumptions
        ? [
            { text: assumptions.title, ...textStyles.h2 },
            {
              ul: assumptions.items,
              ...textStyles.body,
              margin: [0, 0, 0, 8] as [number, number, number, number],
            },
          ]
        : []),
      { text: milestones.title, ...textStyles.h2 },
      renderTable(milestones.table, ['*', 60, 60, 110]),
    ]),
    {
      stack: [
        { text: areas.title, ...textStyles.h2 },
        { text: areas.intro, ...textStyles.intro, margin: [0, 0, 0, 4] },
        areas.empty ? { text: areas.empty } : renderTable(areas.table, [140, 55, 75, '*']),
      ],
      unbreakable: true,
    },
  ];
}

export function buildClosing(model: ReportModel): Content[] {
  const { methodology, disclaimer } = model;
  return [
    keepWithHeading(
      methodology.title,
      null,
      methodology.paragraphs.map((text) => ({ text, ...textStyles.body })),
    ),
    { text: '', margin: [0, 6, 0, 0] },
    renderCard(colours.brand, [{ text: disclaimer.title, ...textStyles.h3 }, { text: disclaimer.text }]),
  ];
}

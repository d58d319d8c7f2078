import { HeadingLevel, Paragraph, type Table, TabStopType, TextRun } from 'docx';
import type { Fact, ListBlock } from '../model/types';
import { riskColours, toDocxColour } from '../theme';
import { type FactStyle, numberingReferences } from './styles';

export type Block = Paragraph | Table;

const headingLevels = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

export function heading(text: string, level: 1 | 2 | 3, pageBreakBefore = false): Paragraph {
  return new Paragraph({ heading: headingLevels[level], pageBreakBefore, children: [new TextRun(text)] });
}

interface TextOptions {
  style?: 'Small' | 'Intro';
  bold?: boolean;
  colour?: string;
  keepNext?: boolean;
  after?: number;
}

export function text(value: string, options: TextOptions = {}): Paragraph {
  const isPlain = !options.bold && !options.colour;
  return new Paragraph({
    style: options.style,
    keepNext: options.keepNext,
    spacing: options.after === undefined ? undefined : { after: options.after },
    children: [
      isPlain ? new TextRun(value) : new TextRun({ text: value, bold: options.bold, color: options.colour }),
    ],
  });
}

export function smallText(value: string, options: Omit<TextOptions, 'style'> = {}): Paragraph {
  return text(value, { ...options, style: 'Small' });
}

export function factValueRun(fact: Fact): TextRun {
  return fact.level
    ? new TextRun({ text: fact.value, bold: true, color: toDocxColour(riskColours[fact.level]) })
    : new TextRun(fact.value);
}

/** Label and value pairs as tabbed paragraphs; a hanging indent lines wrapped values up under the first line. */
export function renderFacts(facts: readonly Fact[], style: FactStyle = 'Fact'): Paragraph[] {
  return facts.map(
    (fact) =>
      new Paragraph({
        style,
        children: [new TextRun({ text: `${fact.label}\t`, style: 'Label' }), factValueRun(fact)],
      }),
  );
}

/** Facts side by side: a row of labels over a row of values, in equal columns. */
export function renderFactColumns(facts: readonly Fact[], width: number): Paragraph[] {
  const column = Math.floor(width / facts.length);
  const tabStops = facts
    .slice(1)
    .map((_, index) => ({ type: TabStopType.LEFT, position: column * (index + 1) }));
  return [
    new Paragraph({
      style: 'Fact',
      keepNext: true,
      spacing: { after: 0 },
      tabStops,
      children: [new TextRun({ text: facts.map((fact) => fact.label).join('\t'), style: 'Label' })],
    }),
    new Paragraph({
      style: 'Fact',
      keepNext: true,
      tabStops,
      children: facts.flatMap((fact, index) =>
        index === 0 ? [factValueRun(fact)] : [new TextRun('\t'), factValueRun(fact)],
      ),
    }),
  ];
}

/** A titled list; the title is kept with the first item, and each item with itself. */
/**
 * A titled list, the title kept with the first item. Bullets take their numbering from their style;
 * numbered steps name their list `instance`, so each list counts from 1.
 */
export function renderList(list: ListBlock, instance?: number): Block[] {
  const numbering =
    instance === undefined ? undefined : { reference: numberingReferences.steps, level: 0, instance };
  return [
    heading(list.title, 3),
    ...list.items.map(
      (item, index) =>
        new Paragraph({
          style: numbering ? 'ListItem' : 'Bullet',
          numbering,
          keepNext: index === 0 ? true : undefined,
          children: [new TextRun(item)],
        }),
    ),
  ];
}

export function spacer(after = 120): Paragraph {
  return new Paragraph({ spacing: { after, before: 0, line: 120 }, children: [] });
}

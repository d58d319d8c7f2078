import type { Content, Margins, TableCell } from 'pdfmake/interfaces';
import type { Fact, ListBlock, Table } from '../model/types';
import { colours, riskColours } from '../theme';
import { createCardLayout, dataTableLayout, factsLayout, textStyles } from './styles';

/**
 * A section title kept together with what follows it (its intro and first block), so no heading is left
 * alone at the bottom of a page.
 */
export function keepWithHeading(title: string, intro: string | null, first: Content[] = []): Content {
  return {
    stack: [
      { text: title, ...textStyles.h1 },
      ...(intro ? [{ text: intro, ...textStyles.intro }] : []),
      ...first,
    ],
    unbreakable: true,
    margin: [0, 12, 0, 0],
  };
}

export function renderFacts(
  facts: readonly Fact[],
  labelWidth = 120,
  margin: Margins = [0, 0, 0, 0],
): Content {
  return {
    margin,
    table: {
      widths: [labelWidth, '*'],
      body: facts.map((fact): TableCell[] => [
        { text: fact.label, ...textStyles.label, margin: [0, 1, 0, 0] },
        fact.level ? { text: fact.value, bold: true, color: riskColours[fact.level] } : { text: fact.value },
      ]),
    },
    layout: factsLayout,
  };
}

/**
 * A titled list split in two: the title with the first items, which must stay together so no title is left
 * alone at the foot of a page, and the rest, which may run onto the next page.
 */
export function splitList(list: ListBlock, ordered = false): { head: Content[]; rest: Content[] } {
  const itemMargin: Margins = [0, 0, 0, 1.5];
  const items = list.items.map((item) => ({ text: item, margin: itemMargin }));
  const kept = 2;
  const toList = (part: typeof items, start: number): Content =>
    ordered ? { ol: part, start, markerColor: colours.brand } : { ul: part, markerColor: colours.brand };
  return {
    head: [{ text: list.title, ...textStyles.h3 }, toList(items.slice(0, kept), 1)],
    rest: items.length > kept ? [toList(items.slice(kept), kept + 1)] : [],
  };
}

export function renderList(list: ListBlock, ordered = false): Content {
  const { head, rest } = splitList(list, ordered);
  return { stack: [{ stack: head, unbreakable: true }, ...rest], margin: [0, 0, 0, 4] };
}

export function renderCard(accent: string, content: Content[]): Content {
  return {
    table: { widths: ['*'], body: [[{ stack: content }]], dontBreakRows: true },
    layout: createCardLayout(accent),
    margin: [0, 0, 0, 8],
    unbreakable: true,
  };
}

export function renderTable(table: Table, widths: (number | string)[]): Content {
  return {
    table: {
      widths,
      headerRows: 1,
      dontBreakRows: true,
      body: [
        table.columns.map((column) => ({ text: column, ...textStyles.tableHeader })),
        ...table.rows.map((row) => row.map((cell) => ({ text: cell }))),
      ],
    },
    layout: dataTableLayout,
    margin: [0, 0, 0, 10],
  };
}

import type { CustomTableLayout, Style } from 'pdfmake/interfaces';
import { colours } from '../theme';
import { fontFamily } from './fonts';

/** A4 in points, with margins of about 2 cm and room above and below for the running header and footer. */
export const page = { width: 595.28, height: 841.89, marginX: 56, marginTop: 72, marginBottom: 64 } as const;
export const contentWidth = page.width - 2 * page.marginX;

export const defaultStyle: Style = {
  font: fontFamily,
  fontSize: 9.5,
  lineHeight: 1.25,
  color: colours.text,
};

/**
 * Text styles, spread into each node rather than named: pdfmake resolves some twenty properties per word
 * through its style stack, and named styles made that the largest part of the render time.
 */
export const textStyles = {
  h1: { fontSize: 17, bold: true, color: colours.brand, margin: [0, 0, 0, 6] },
  h2: { fontSize: 12, bold: true, color: colours.text, margin: [0, 10, 0, 4] },
  h3: { fontSize: 10, bold: true, color: colours.brand, margin: [0, 6, 0, 2] },
  cardTitle: { fontSize: 10.5, bold: true, color: colours.text },
  intro: { color: colours.muted, margin: [0, 0, 0, 10] },
  label: { fontSize: 8, color: colours.muted },
  small: { fontSize: 8, color: colours.muted },
  body: { margin: [0, 0, 0, 4] },
  tableHeader: { fontSize: 8, bold: true, color: colours.muted },
} satisfies Record<string, Style>;

/** A card: a tinted panel with a coloured rule on its left edge. */
export function createCardLayout(accent: string): CustomTableLayout {
  return {
    hLineWidth: () => 0,
    vLineWidth: (index) => (index === 0 ? 3 : 0),
    vLineColor: () => accent,
    fillColor: () => colours.panel,
    paddingLeft: () => 12,
    paddingRight: () => 10,
    paddingTop: () => 8,
    paddingBottom: () => 8,
  };
}

/** Label and value pairs without borders. */
export const factsLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 8,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

/** Data tables: a rule under the header and thin rules between rows. */
export const dataTableLayout: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0 : index === 1 ? 1 : 0.5),
  hLineColor: (index) => (index === 1 ? colours.brand : colours.rule),
  vLineWidth: () => 0,
  paddingLeft: () => 4,
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

import { AlignmentType, type INumberingOptions, type IStylesOptions, LevelFormat, LineRuleType } from 'docx';
import { colours, toDocxColour } from '../theme';

/** A4 with margins of 2 cm, in twentieths of a point (twips) as Word measures pages. */
export const page = {
  width: 11906,
  height: 16838,
  marginX: 1134,
  marginTop: 1418,
  marginBottom: 1134,
} as const;
export const contentWidth = page.width - 2 * page.marginX;
/** Shapes are sized in pixels at 96 per inch: 15 twips each. */
export const twipsPerPixel = 15;

// Arial is on every Windows and macOS machine and has full Cyrillic; LibreOffice uses the metric-compatible Liberation Sans.
export const fontName = 'Arial';

/** Font sizes in half-points, as docx expects them. */
export const sizes = { body: 19, small: 16, label: 16, h1: 32, h2: 24, h3: 20, cardTitle: 21 } as const;

export const hex = {
  brand: toDocxColour(colours.brand),
  text: toDocxColour(colours.text),
  muted: toDocxColour(colours.muted),
  rule: toDocxColour(colours.rule),
  panel: toDocxColour(colours.panel),
  track: toDocxColour(colours.track),
  white: toDocxColour(colours.white),
} as const;

/** Label and value on one line: the label, a tab, and the value, wrapped lines indented under it. */
export const factLabelWidths = { FactNarrow: 2100, Fact: 2300, FactWide: 3200 } as const;
export type FactStyle = keyof typeof factLabelWidths;

function createFactStyle(id: string, width: number) {
  return {
    id,
    name: id,
    basedOn: 'Normal',
    paragraph: {
      spacing: { after: 30 },
      keepLines: true,
      leftTabStop: width,
      indent: { left: width, hanging: width },
    },
  };
}

export function createStyles(languageTag: string): IStylesOptions {
  const heading = (size: number, colour: string, before: number, after: number) => ({
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: true,
    run: { size, bold: true, color: colour, font: fontName },
    paragraph: { spacing: { before, after }, keepNext: true, keepLines: true },
  });
  return {
    default: {
      document: {
        run: { font: fontName, size: sizes.body, color: hex.text, language: { value: languageTag } },
        // The rule must be explicit: LibreOffice reads a bare line value as exact, clipping inline drawings.
        paragraph: { spacing: { after: 80, line: 276, lineRule: LineRuleType.AUTO } },
      },
      heading1: heading(sizes.h1, hex.brand, 360, 120),
      heading2: heading(sizes.h2, hex.text, 200, 80),
      heading3: heading(sizes.h3, hex.brand, 120, 40),
    },
    // Named styles instead of formatting on every run keep the document small and quick to write.
    paragraphStyles: [
      { id: 'Small', name: 'Small', basedOn: 'Normal', run: { size: sizes.small, color: hex.muted } },
      {
        id: 'Intro',
        name: 'Intro',
        basedOn: 'Normal',
        run: { color: hex.muted },
        paragraph: { keepNext: true },
      },
      ...Object.entries(factLabelWidths).map(([id, width]) => createFactStyle(id, width)),
      {
        id: 'ListItem',
        name: 'List item',
        basedOn: 'Normal',
        paragraph: { spacing: { after: 40 }, keepLines: true },
      },
      {
        id: 'Bullet',
        name: 'Bullet',
        basedOn: 'ListItem',
        paragraph: { numbering: { reference: numberingReferences.bullets, level: 0 } },
      },
    ],
    characterStyles: [
      {
        id: 'Label',
        name: 'Label',
        basedOn: 'DefaultParagraphFont',
        run: { size: sizes.label, color: hex.muted },
      },
      {
        id: 'CardTitle',
        name: 'Card title',
        basedOn: 'DefaultParagraphFont',
        run: { size: sizes.cardTitle, bold: true },
      },
    ],
  };
}

export const numberingReferences = { steps: 'report-steps', bullets: 'report-bullets' } as const;

export const numbering: INumberingOptions = {
  config: [
    {
      reference: numberingReferences.steps,
      levels: [
        {
          level: 0,
          format: LevelFormat.DECIMAL,
          text: '%1.',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 280 } }, run: { color: hex.brand } },
        },
      ],
    },
    {
      reference: numberingReferences.bullets,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 280 } }, run: { color: hex.brand } },
        },
      ],
    },
  ],
};

import type { Content, DynamicBackground } from 'pdfmake/interfaces';
import type { ReportModel } from '../model/types';
import { colours } from '../theme';
import { factsLayout, page, textStyles } from './styles';

const bandHeight = 300;

/** The cover's brand band, drawn behind the first page only. */
export const drawCoverBackground: DynamicBackground = (currentPage) =>
  currentPage === 1
    ? {
        canvas: [
          { type: 'rect', x: 0, y: 0, w: page.width, h: bandHeight, color: colours.brand },
          { type: 'rect', x: 0, y: bandHeight, w: page.width, h: 4, color: colours.brandAccent },
        ],
      }
    : null;

export function buildCover(model: ReportModel): Content {
  const { cover, disclaimer } = model;
  return {
    stack: [
      {
        text: cover.product.toLocaleUpperCase(model.language),
        color: colours.white,
        bold: true,
        characterSpacing: 2,
      },
      {
        text: cover.title,
        color: colours.white,
        fontSize: 30,
        bold: true,
        lineHeight: 1.1,
        margin: [0, 60, 0, 10],
      },
      { text: cover.subtitle, color: colours.onBrandMuted, fontSize: 11.5, margin: [0, 0, 60, 0] },
      {
        stack: [
          { text: cover.preparedFor, ...textStyles.label, fontSize: 9 },
          { text: cover.company, fontSize: 22, bold: true, color: colours.brand, margin: [0, 2, 0, 18] },
          {
            table: {
              widths: [150, '*'],
              body: cover.facts.map((fact) => [
                { text: fact.label, ...textStyles.label, fontSize: 9 },
                { text: fact.value },
              ]),
            },
            layout: { ...factsLayout, paddingTop: () => 3, paddingBottom: () => 3 },
          },
        ],
        absolutePosition: { x: page.marginX, y: bandHeight + 48 },
      },
      {
        stack: [
          { text: disclaimer.title, bold: true, fontSize: 8.5, color: colours.muted },
          { text: disclaimer.text, ...textStyles.small },
        ],
        // Room for six lines: the disclaimer names the company, up to 100 characters long.
        absolutePosition: { x: page.marginX, y: page.height - page.marginBottom - 100 },
      },
    ],
    pageBreak: 'after',
  };
}

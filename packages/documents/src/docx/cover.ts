import { Paragraph, TableRow, TextRun } from 'docx';
import type { ReportModel } from '../model/types';
import { colours, toDocxColour } from '../theme';
import { type Block, renderFacts, smallText, spacer } from './blocks';
import { contentWidth, hex } from './styles';
import { cell, fixedTable } from './tables';

/** The cover: the brand band with the title, then the company and the report's facts, then the disclaimer. */
export function buildCover(model: ReportModel): Block[] {
  const { cover, disclaimer } = model;
  const band = fixedTable(
    [
      new TableRow({
        children: [
          cell(
            [
              new Paragraph({
                spacing: { after: 900 },
                children: [
                  new TextRun({
                    text: cover.product.toLocaleUpperCase(model.language),
                    bold: true,
                    color: hex.white,
                    characterSpacing: 40,
                  }),
                ],
              }),
              new Paragraph({
                spacing: { after: 200 },
                children: [new TextRun({ text: cover.title, bold: true, size: 60, color: hex.white })],
              }),
              new Paragraph({
                spacing: { after: 200 },
                children: [
                  new TextRun({ text: cover.subtitle, size: 23, color: toDocxColour(colours.onBrandMuted) }),
                ],
              }),
            ],
            contentWidth,
            { shading: hex.brand, margins: 400 },
          ),
        ],
      }),
    ],
    [contentWidth],
  );
  return [
    band,
    spacer(600),
    smallText(cover.preparedFor, { after: 40 }),
    new Paragraph({
      spacing: { after: 360 },
      children: [new TextRun({ text: cover.company, bold: true, size: 44, color: hex.brand })],
    }),
    ...renderFacts(cover.facts, 'FactWide'),
    spacer(1600),
    smallText(disclaimer.title, { bold: true, after: 40 }),
    smallText(disclaimer.text),
  ];
}

import { getIntlLocale } from '@app/core/format/locales';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TableRow,
  TabStopType,
  TextRun,
} from 'docx';
import { contentWidth, createStyles, hex, numbering, numberingReferences, page } from '../../docx/styles';
import { cell, fixedTable } from '../../docx/tables';
import type { KitTextDocument, TextBlock } from '../content/model';
import { splitPlaceholders } from '../content/model';
import { kitChrome } from './chrome';

const headingLevels = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 };

/** Placeholders in yellow highlight and bold, so none is missed when the draft is completed. */
function runs(text: string, bold = false): TextRun[] {
  return splitPlaceholders(text).map((part) =>
    part.isPlaceholder
      ? new TextRun({ text: part.text, bold: true, highlight: 'yellow' })
      : new TextRun({ text: part.text, bold }),
  );
}

function renderTable(block: Extract<TextBlock, { kind: 'table' }>) {
  const weights = block.widths ?? block.columns.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => Math.floor((contentWidth * weight) / total));
  const rule = { style: BorderStyle.SINGLE, size: 4, color: hex.rule };
  const borders = {
    top: rule,
    bottom: rule,
    left: rule,
    right: rule,
    insideHorizontal: rule,
    insideVertical: rule,
  };
  const row = (cells: string[], isHeader: boolean) =>
    new TableRow({
      tableHeader: isHeader,
      cantSplit: true,
      children: cells.map((value, index) =>
        cell([new Paragraph({ style: 'Small', children: runs(value, isHeader) })], widths[index] ?? 0, {
          margins: 80,
          ...(isHeader ? { shading: hex.panel } : {}),
        }),
      ),
    });
  return fixedTable(
    [row(block.columns, true), ...block.rows.map((cells) => row(cells, false))],
    widths,
    borders,
  );
}

function renderNote(text: string) {
  const border = { style: BorderStyle.SINGLE, size: 12, color: 'B45309' };
  return fixedTable(
    [
      new TableRow({
        children: [
          cell([new Paragraph({ children: runs(text, true) })], contentWidth, {
            shading: 'FEF3C7',
            margins: 120,
          }),
        ],
      }),
    ],
    [contentWidth],
    {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
  );
}

function renderBlock(block: TextBlock, index: number) {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: headingLevels[block.level], children: runs(block.text) })];
    case 'paragraph':
      return [new Paragraph({ children: runs(block.text, block.bold) })];
    case 'note':
      return [renderNote(block.text), new Paragraph({ spacing: { after: 0 }, children: [] })];
    case 'list': {
      const reference = block.ordered ? numberingReferences.steps : numberingReferences.bullets;
      // Each ordered list restarts at 1: docx numbers a list per instance, here the block's position.
      return block.items.map(
        (item) =>
          new Paragraph({
            style: 'ListItem',
            numbering: { reference, level: 0, instance: block.ordered ? index : 0 },
            children: runs(item),
          }),
      );
    }
    case 'table':
      return [renderTable(block), new Paragraph({ spacing: { after: 0 }, children: [] })];
  }
}

/** A kit draft as a Word document (A4), in the theme and styles of the report. */
export async function renderKitDocx(document: KitTextDocument, generatedAt: Date): Promise<Buffer> {
  const chrome = kitChrome(document, generatedAt);
  const small = (value: string, alignment: (typeof AlignmentType)[keyof typeof AlignmentType]) =>
    new Paragraph({ style: 'Small', alignment, children: [new TextRun(value)] });
  const docx = new Document({
    title: document.title,
    subject: document.company,
    creator: chrome.creator,
    lastModifiedBy: chrome.creator,
    styles: createStyles(getIntlLocale(document.language)),
    numbering,
    features: { updateFields: false },
    sections: [
      {
        properties: {
          page: {
            size: { width: page.width, height: page.height },
            margin: {
              left: page.marginX,
              right: page.marginX,
              top: page.marginTop,
              bottom: page.marginBottom,
            },
          },
        },
        headers: { default: new Header({ children: [small(chrome.header, AlignmentType.RIGHT)] }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: [{ type: TabStopType.RIGHT, position: contentWidth }],
                children: [
                  new TextRun({ text: `${chrome.footer}\t`, style: 'Label' }),
                  new TextRun({
                    children: chrome.pageTemplate(PageNumber.CURRENT, PageNumber.TOTAL_PAGES),
                    style: 'Label',
                  }),
                ],
              }),
            ],
          }),
        },
        children: document.blocks.flatMap((block, index) => renderBlock(block, index + 1)),
      },
    ],
  });
  return Packer.toBuffer(docx);
}

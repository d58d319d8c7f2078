import {
  BorderStyle,
  type IBorderOptions,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Table as TableModel } from '../model/types';
import { toDocxColour } from '../theme';
import type { Block } from './blocks';
import { hex } from './styles';

const none: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'auto' };
export const noBorders = {
  top: none,
  bottom: none,
  left: none,
  right: none,
  insideHorizontal: none,
  insideVertical: none,
};

interface CellOptions {
  shading?: string;
  /** Twips on every side, or on the sides given. */
  margins?: number | { top?: number; bottom?: number; left?: number; right?: number };
  bottomBorder?: IBorderOptions;
}

/** A cell with a fixed width in twips; Word and LibreOffice both honour fixed layouts exactly. */
export function cell(children: Block[], width: number, options: CellOptions = {}): TableCell {
  const margin = options.margins;
  return new TableCell({
    children: children.length > 0 ? children : [new Paragraph('')],
    width: { size: width, type: WidthType.DXA },
    borders: options.bottomBorder ? { bottom: options.bottomBorder } : undefined,
    shading: options.shading ? { type: ShadingType.CLEAR, color: 'auto', fill: options.shading } : undefined,
    margins:
      typeof margin === 'number' ? { top: margin, bottom: margin, left: margin, right: margin } : margin,
  });
}

export function fixedTable(rows: TableRow[], widths: number[], borders = noBorders): Table {
  return new Table({
    rows,
    columnWidths: widths,
    width: { size: widths.reduce((sum, width) => sum + width, 0), type: WidthType.DXA },
    layout: TableLayoutType.FIXED,
    borders,
  });
}

/** A card: a tinted one-cell table with a coloured rule on its left, kept on one page. */
export function renderCard(accent: string, children: Block[], width: number): Table {
  const border = { style: BorderStyle.SINGLE, size: 24, color: toDocxColour(accent) };
  const row = new TableRow({
    cantSplit: true,
    children: [cell(children, width, { shading: hex.panel, margins: 140 })],
  });
  return fixedTable([row], [width], { ...noBorders, left: border });
}

export function renderDataTable(table: TableModel, widths: number[]): Table {
  const rule = { style: BorderStyle.SINGLE, size: 4, color: hex.rule };
  const headerRule = { style: BorderStyle.SINGLE, size: 8, color: hex.brand };
  const row = (cells: string[], isHeader: boolean) =>
    new TableRow({
      cantSplit: true,
      tableHeader: isHeader,
      children: cells.map((value, index) => {
        const run = isHeader ? new TextRun({ text: value, style: 'Label', bold: true }) : new TextRun(value);
        const content = [new Paragraph({ spacing: { after: 0 }, children: [run] })];
        return cell(content, widths[index] ?? 0, {
          margins: 70,
          bottomBorder: isHeader ? headerRule : undefined,
        });
      }),
    });
  const rows = [row(table.columns, true), ...table.rows.map((cells) => row(cells, false))];
  return fixedTable(rows, widths, { ...noBorders, insideHorizontal: rule, bottom: rule });
}

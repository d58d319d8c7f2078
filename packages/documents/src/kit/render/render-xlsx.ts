import ExcelJS from 'exceljs';
import type { KitSpreadsheet } from '../content/model';
import { hasPlaceholder } from '../content/model';

const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const placeholderFill = fill('FFFFFF00');
const noteFill = fill('FFFEF3C7');
const headerFill = fill('FFF5F7FB');
const thin: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFD1D5DB' } };

/**
 * Row height in points for wrapped text: Excel and LibreOffice keep the default height of a row written
 * without one, so a long cell would overflow its neighbours. About 1.1 characters fit a width unit.
 */
function fitHeight(cells: readonly string[], widths: readonly number[]): number {
  const lines = cells.map((value, index) => Math.ceil(value.length / ((widths[index] ?? 10) * 1.1)) || 1);
  return Math.max(1, ...lines) * 13 + 4;
}

/**
 * A kit register as an Excel workbook (exceljs): the preamble (title, company, draft note) above a
 * table with frozen headers; cells the company must complete are yellow, as in the text drafts.
 */
export async function renderKitXlsx(document: KitSpreadsheet, generatedAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'GDPR Navigator';
  workbook.lastModifiedBy = 'GDPR Navigator';
  workbook.title = document.title;
  workbook.subject = document.company;
  workbook.created = generatedAt;
  workbook.modified = generatedAt;
  for (const sheet of document.sheets) {
    const headerRow = sheet.preamble.length + 2;
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', ySplit: headerRow }],
      pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    });
    worksheet.columns = sheet.columns.map((column) => ({ width: column.width }));
    // Preamble lines span the table's width so they wrap across it; the draft note gets four lines.
    sheet.preamble.forEach((line, index) => {
      const row = worksheet.getRow(index + 1);
      const target = row.getCell(1);
      target.value = line;
      target.alignment = { wrapText: true, vertical: 'top' };
      if (sheet.columns.length > 1) worksheet.mergeCells(index + 1, 1, index + 1, sheet.columns.length);
      row.height = index === 2 ? 56 : 20;
      if (index === 0) target.font = { bold: true, size: 14 };
      if (index === 2) {
        target.fill = noteFill;
        target.font = { bold: true };
      }
    });
    const widths = sheet.columns.map((column) => column.width);
    const header = worksheet.getRow(headerRow);
    header.height = fitHeight(
      sheet.columns.map((column) => column.header),
      widths,
    );
    sheet.columns.forEach((column, index) => {
      const target = header.getCell(index + 1);
      target.value = column.header;
      target.font = { bold: true };
      target.fill = headerFill;
      target.alignment = { wrapText: true, vertical: 'top' };
      target.border = { top: thin, bottom: thin, left: thin, right: thin };
    });
    sheet.rows.forEach((cells, rowIndex) => {
      const row = worksheet.getRow(headerRow + 1 + rowIndex);
      row.height = fitHeight(cells, widths);
      cells.forEach((value, index) => {
        const target = row.getCell(index + 1);
        target.value = value;
        target.alignment = { wrapText: true, vertical: 'top' };
        target.border = { top: thin, bottom: thin, left: thin, right: thin };
        if (hasPlaceholder(value)) target.fill = placeholderFill;
      });
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

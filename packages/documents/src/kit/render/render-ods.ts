import { getIntlLocale } from '@app/core/format/locales';
import type { KitSheet, KitSpreadsheet } from '../content/model';
import { hasPlaceholder } from '../content/model';
import { escapeXml, odfNamespaces, odfText, packOdf } from './odf-package';

function cellXml(value: string, style: string): string {
  if (value === '') return `<table:table-cell table:style-name="${style}"/>`;
  return `<table:table-cell table:style-name="${style}" office:value-type="string"><text:p>${odfText(value)}</text:p></table:table-cell>`;
}

/** Preamble lines span the table's width, so they wrap across it; the draft note gets room for four lines. */
function preambleRowXml(line: string, row: number, width: number): string {
  const style = row === 0 ? 'Title' : row === 2 ? 'Note' : 'Default';
  const spanned = cellXml(line, style).replace(
    '<table:table-cell ',
    `<table:table-cell table:number-columns-spanned="${width}" `,
  );
  const covered = width > 1 ? `<table:covered-table-cell table:number-columns-repeated="${width - 1}"/>` : '';
  return `<table:table-row table:style-name="${row === 2 ? 'NoteRow' : 'LineRow'}">${spanned}${covered}</table:table-row>`;
}

function sheetXml(sheet: KitSheet, index: number): string {
  const preamble = sheet.preamble.map((line, row) => preambleRowXml(line, row, sheet.columns.length));
  const header = `<table:table-row>${sheet.columns.map((column) => cellXml(column.header, 'Header')).join('')}</table:table-row>`;
  const rows = sheet.rows.map(
    (cells) =>
      `<table:table-row>${cells.map((value) => cellXml(value, hasPlaceholder(value) ? 'Blank' : 'Body')).join('')}</table:table-row>`,
  );
  return [
    `<table:table table:name="${escapeXml(sheet.name)}" table:style-name="Sheet">`,
    ...sheet.columns.map((_, column) => `<table:table-column table:style-name="S${index}C${column}"/>`),
    ...preamble,
    '<table:table-row><table:table-cell/></table:table-row>',
    `<table:table-header-rows>${header}</table:table-header-rows>`,
    ...rows,
    '</table:table>',
  ].join('');
}

/**
 * A kit register as an OpenDocument spreadsheet, written as ODF XML and zipped with fflate
 * (docs/decisions/009): the same sheets, preamble and yellow placeholders as the XLSX.
 */
export function renderKitOds(document: KitSpreadsheet, generatedAt: Date): Buffer {
  const languageTag = getIntlLocale(document.language);
  const [language, country] = languageTag.split('-');
  const border = '0.5pt solid #d1d5db';
  const cellStyle = (name: string, extra: string, text = '') =>
    `<style:style style:name="${name}" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" ${extra}/>${text}</style:style>`;
  const columns = document.sheets
    .flatMap((sheet, index) =>
      sheet.columns.map(
        (column, position) =>
          // A character is about 0.2 cm at 10 pt, the width unit exceljs and Excel use.
          `<style:style style:name="S${index}C${position}" style:family="table-column"><style:table-column-properties style:column-width="${(column.width * 0.2).toFixed(2)}cm"/></style:style>`,
      ),
    )
    .join('');
  const bold = '<style:text-properties fo:font-weight="bold"/>';
  const content = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<office:document-content ${odfNamespaces} office:version="1.3"><office:automatic-styles>`,
    '<style:style style:name="Sheet" style:family="table" style:master-page-name="Landscape"><style:table-properties table:display="true"/></style:style>',
    '<style:style style:name="LineRow" style:family="table-row"><style:table-row-properties style:row-height="0.75cm" style:use-optimal-row-height="false"/></style:style>',
    '<style:style style:name="NoteRow" style:family="table-row"><style:table-row-properties style:row-height="1.3cm" style:use-optimal-row-height="false"/></style:style>',
    columns,
    cellStyle('Default', ''),
    cellStyle('Title', '', '<style:text-properties fo:font-weight="bold" fo:font-size="14pt"/>'),
    cellStyle('Note', 'fo:background-color="#fef3c7"', bold),
    cellStyle('Header', `fo:background-color="#f5f7fb" fo:border="${border}"`, bold),
    cellStyle('Body', `fo:border="${border}"`),
    cellStyle('Blank', `fo:background-color="#ffff00" fo:border="${border}"`),
    '</office:automatic-styles><office:body><office:spreadsheet>',
    ...document.sheets.map(sheetXml),
    '</office:spreadsheet></office:body></office:document-content>',
  ].join('');
  const styles = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<office:document-styles ${odfNamespaces} office:version="1.3"><office:styles>`,
    `<style:default-style style:family="table-cell"><style:text-properties fo:font-family="Arial" fo:font-size="10pt" fo:language="${language}" fo:country="${country}"/></style:default-style>`,
    '</office:styles><office:automatic-styles>',
    // Landscape A4, scaled to the width of one page, as the XLSX's page set-up.
    '<style:page-layout style:name="LandscapeA4"><style:page-layout-properties fo:page-width="29.7cm" fo:page-height="21cm" style:print-orientation="landscape" fo:margin="1cm" style:scale-to-X="1" style:scale-to-Y="0"/></style:page-layout>',
    '</office:automatic-styles><office:master-styles><style:master-page style:name="Landscape" style:page-layout-name="LandscapeA4"/></office:master-styles></office:document-styles>',
  ].join('');
  return packOdf(
    'application/vnd.oasis.opendocument.spreadsheet',
    { content, styles },
    { title: document.title, subject: document.company, languageTag, generatedAt },
  );
}

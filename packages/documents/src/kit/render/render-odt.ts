import { getIntlLocale } from '@app/core/format/locales';
import { colours } from '../../theme';
import type { KitTextDocument, TextBlock } from '../content/model';
import { splitPlaceholders } from '../content/model';
import { kitChrome } from './chrome';
import { odfNamespaces, odfText, packOdf } from './odf-package';

/** A4 with margins of 2 cm and the report's Arial (Liberation Sans in LibreOffice), as the Word draft. */
function createStylesXml(languageTag: string, chrome: ReturnType<typeof kitChrome>): string {
  const [language, country] = languageTag.split('-');
  const pageFields = chrome
    .pageTemplate('<text:page-number text:select-page="current"/>', '<text:page-count/>')
    .map((part) => (part.startsWith('<text:') ? part : odfText(part)))
    .join('');
  const heading = (level: number, size: string, colour: string) =>
    `<style:style style:name="Heading_20_${level}" style:display-name="Heading ${level}" style:family="paragraph" style:parent-style-name="Standard" style:next-style-name="Standard" style:default-outline-level="${level}"><style:paragraph-properties fo:margin-top="${level === 1 ? '0.5cm' : '0.35cm'}" fo:margin-bottom="0.15cm" fo:keep-with-next="always"/><style:text-properties fo:font-size="${size}" fo:font-weight="bold" fo:color="${colour}"/></style:style>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<office:document-styles ${odfNamespaces} office:version="1.3"><office:styles>`,
    `<style:default-style style:family="paragraph"><style:text-properties fo:font-family="Arial" style:font-family-generic="swiss" fo:font-size="9.5pt" fo:color="${colours.text}" fo:language="${language}" fo:country="${country}"/></style:default-style>`,
    '<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.14cm" fo:line-height="115%"/></style:style>',
    heading(1, '16pt', colours.brand),
    heading(2, '12pt', colours.text),
    heading(3, '10pt', colours.brand),
    `<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="8pt" fo:color="${colours.muted}"/></style:style>`,
    '<style:style style:name="Note" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:background-color="#fef3c7" fo:border="0.06cm solid #b45309" fo:padding="0.2cm" fo:margin-top="0.2cm" fo:margin-bottom="0.3cm"/><style:text-properties fo:font-weight="bold"/></style:style>',
    '<style:style style:name="Placeholder" style:family="text"><style:text-properties fo:font-weight="bold" fo:background-color="#ffff00"/></style:style>',
    '<style:style style:name="Strong" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>',
    '</office:styles><office:automatic-styles>',
    '<style:page-layout style:name="A4"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-left="2cm" fo:margin-right="2cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm"/><style:header-style><style:header-footer-properties fo:margin-bottom="0.4cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>',
    '<style:style style:name="HeaderRight" style:family="paragraph" style:parent-style-name="Small"><style:paragraph-properties fo:text-align="end"/></style:style>',
    '</office:automatic-styles><office:master-styles>',
    '<style:master-page style:name="Standard" style:page-layout-name="A4">',
    `<style:header><text:p text:style-name="HeaderRight">${odfText(chrome.header)}</text:p></style:header>`,
    `<style:footer><text:p text:style-name="Small">${odfText(chrome.footer)} · ${pageFields}</text:p></style:footer>`,
    '</style:master-page></office:master-styles></office:document-styles>',
  ].join('');
}

function spans(text: string, bold = false): string {
  return splitPlaceholders(text)
    .map((part) => {
      if (part.isPlaceholder)
        return `<text:span text:style-name="Placeholder">${odfText(part.text)}</text:span>`;
      return bold
        ? `<text:span text:style-name="Strong">${odfText(part.text)}</text:span>`
        : odfText(part.text);
    })
    .join('');
}

function renderTable(block: Extract<TextBlock, { kind: 'table' }>, index: number): string {
  const weights = block.widths ?? block.columns.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cellXml = (value: string, isHeader: boolean) =>
    `<table:table-cell table:style-name="${isHeader ? 'CellHead' : 'Cell'}" office:value-type="string"><text:p text:style-name="Small">${spans(value, isHeader)}</text:p></table:table-cell>`;
  const rowXml = (cells: string[], isHeader: boolean) =>
    `<table:table-row>${cells.map((value) => cellXml(value, isHeader)).join('')}</table:table-row>`;
  return [
    `<table:table table:name="Table${index}" table:style-name="Table">`,
    ...weights.map(
      (weight, column) =>
        `<table:table-column table:style-name="Col${index}_${column}_${Math.round((weight / total) * 1000)}"/>`,
    ),
    `<table:table-header-rows>${rowXml(block.columns, true)}</table:table-header-rows>`,
    ...block.rows.map((cells) => rowXml(cells, false)),
    '</table:table>',
  ].join('');
}

function renderBlock(block: TextBlock, index: number): string {
  switch (block.kind) {
    case 'heading':
      return `<text:h text:style-name="Heading_20_${block.level}" text:outline-level="${block.level}">${spans(block.text)}</text:h>`;
    case 'paragraph':
      return `<text:p text:style-name="Standard">${spans(block.text, block.bold)}</text:p>`;
    case 'note':
      return `<text:p text:style-name="Note">${spans(block.text)}</text:p>`;
    case 'list':
      return `<text:list text:style-name="${block.ordered ? 'Numbers' : 'Bullets'}">${block.items
        .map(
          (item) =>
            `<text:list-item><text:p text:style-name="Standard">${spans(item)}</text:p></text:list-item>`,
        )
        .join('')}</text:list>`;
    case 'table':
      return renderTable(block, index);
  }
}

/** The column widths the tables ask for, as automatic styles (thousandths of the text width, 17 cm). */
function columnStyles(content: string): string {
  const names = new Set(content.match(/Col\d+_\d+_\d+/g) ?? []);
  return [...names]
    .map((name) => {
      const share = Number(name.split('_')[2]) / 1000;
      return `<style:style style:name="${name}" style:family="table-column"><style:table-column-properties style:column-width="${(17 * share).toFixed(2)}cm"/></style:style>`;
    })
    .join('');
}

/** A kit draft as an OpenDocument text (ODT), the same content as the Word draft. */
export function renderKitOdt(document: KitTextDocument, generatedAt: Date): Buffer {
  const languageTag = getIntlLocale(document.language);
  const chrome = kitChrome(document, generatedAt);
  const body = document.blocks.map((block, index) => renderBlock(block, index + 1)).join('');
  const border = `0.03cm solid ${colours.rule}`;
  const content = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<office:document-content ${odfNamespaces} office:version="1.3"><office:automatic-styles>`,
    '<style:style style:name="Table" style:family="table"><style:table-properties style:width="17cm" table:align="margins" fo:margin-bottom="0.3cm"/></style:style>',
    columnStyles(body),
    `<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="${border}"/></style:style>`,
    `<style:style style:name="CellHead" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="${border}" fo:background-color="${colours.panel}"/></style:style>`,
    `<text:list-style style:name="Bullets"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.5cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>`,
    `<text:list-style style:name="Numbers"><text:list-level-style-number text:level="1" style:num-format="1" style:num-suffix="."><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.5cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-number></text:list-style>`,
    '</office:automatic-styles><office:body><office:text>',
    body,
    '</office:text></office:body></office:document-content>',
  ].join('');
  return packOdf(
    'application/vnd.oasis.opendocument.text',
    { content, styles: createStylesXml(languageTag, chrome) },
    { title: document.title, subject: document.company, languageTag, generatedAt },
  );
}

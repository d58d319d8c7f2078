import type { ReportModel } from '../model/types';

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The document's core properties (docProps/core.xml). docx writes title, subject and creator but not the
 * language, so the file is written whole, with the report's date as its creation and modification time.
 */
export function createCorePropertiesXml(model: ReportModel, languageTag: string, generatedAt: Date): string {
  const date = generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"',
    ' xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    element('dc:title', model.meta.title),
    element('dc:subject', model.meta.subject),
    element('dc:creator', model.meta.author),
    element('cp:keywords', model.meta.keywords),
    element('dc:language', languageTag),
    element('cp:lastModifiedBy', model.meta.author),
    `<dcterms:created xsi:type="dcterms:W3CDTF">${date}</dcterms:created>`,
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${date}</dcterms:modified>`,
    '</cp:coreProperties>',
  ].join('');
}

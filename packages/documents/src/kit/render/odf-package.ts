import { strToU8, type Zippable, zipSync } from 'fflate';

const namespaces = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
  meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
  dc: 'http://purl.org/dc/elements/1.1/',
  number: 'urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0',
} as const;

export const odfNamespaces = Object.entries(namespaces)
  .map(([prefix, uri]) => `xmlns:${prefix}="${uri}"`)
  .join(' ');

export function escapeXml(value: string): string {
  return value.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Text with runs of spaces, tabs and line breaks as ODF writes them (text:s, text:tab, text:line-break). */
export function odfText(value: string): string {
  return escapeXml(value)
    .replace(/\n/g, '<text:line-break/>')
    .replace(/\t/g, '<text:tab/>')
    .replace(/ {2,}/g, (spaces) => ` <text:s text:c="${spaces.length - 1}"/>`);
}

export interface OdfMeta {
  title: string;
  subject: string;
  languageTag: string;
  generatedAt: Date;
}

function createMetaXml(meta: OdfMeta): string {
  const date = meta.generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<office:document-meta ${odfNamespaces} office:version="1.3"><office:meta>`,
    `<dc:title>${escapeXml(meta.title)}</dc:title>`,
    `<dc:subject>${escapeXml(meta.subject)}</dc:subject>`,
    '<meta:initial-creator>GDPR Navigator</meta:initial-creator><dc:creator>GDPR Navigator</dc:creator>',
    `<dc:language>${escapeXml(meta.languageTag)}</dc:language>`,
    `<meta:creation-date>${date}</meta:creation-date><dc:date>${date}</dc:date>`,
    '</office:meta></office:document-meta>',
  ].join('');
}

/**
 * An OpenDocument package: `mimetype` first and stored uncompressed, as ODF 1.3 part 2 (section 3.3)
 * requires, then the manifest and the parts. fflate writes the ZIP (docs/decisions/009).
 */
export function packOdf(
  mediaType: string,
  parts: { content: string; styles: string },
  meta: OdfMeta,
): Buffer {
  const manifest = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">',
    `<manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="${mediaType}"/>`,
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>',
    '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>',
    '<manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>',
    '</manifest:manifest>',
  ].join('');
  const mtime = meta.generatedAt;
  const files: Zippable = {
    mimetype: [strToU8(mediaType), { level: 0, mtime }],
    'META-INF/manifest.xml': [strToU8(manifest), { mtime }],
    'content.xml': [strToU8(parts.content), { mtime }],
    'styles.xml': [strToU8(parts.styles), { mtime }],
    'meta.xml': [strToU8(createMetaXml(meta)), { mtime }],
  };
  return Buffer.from(zipSync(files, { level: 6 }));
}

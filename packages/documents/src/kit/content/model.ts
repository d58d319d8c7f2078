/**
 * The kit's drafts as data, rendered to DOCX/ODT (text) or XLSX/ODS (spreadsheets). A placeholder the
 * company must complete is written inline as «[ … ]»; every renderer shows it highlighted, and nothing
 * is filled in for the company that its answers do not say.
 */
export type TextBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string; bold?: boolean }
  /** The "draft to be reviewed" note and other notices, set apart in a frame. */
  | { kind: 'note'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; columns: string[]; rows: string[][]; widths?: number[] };

export interface KitTextDocument {
  title: string;
  company: string;
  language: 'bg' | 'en';
  blocks: TextBlock[];
}

export interface KitSheet {
  name: string;
  /** Rows above the table: the title, the company, the draft note, the legal basis. */
  preamble: string[];
  columns: { header: string; width: number }[];
  rows: string[][];
}

export interface KitSpreadsheet {
  title: string;
  company: string;
  language: 'bg' | 'en';
  sheets: KitSheet[];
}

const placeholderPattern = /(«\[[^»]*\]»)/;

/** Splits text into plain and placeholder parts, in order; empty parts are dropped. */
export function splitPlaceholders(text: string): { text: string; isPlaceholder: boolean }[] {
  return text
    .split(placeholderPattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, isPlaceholder: placeholderPattern.test(part) }));
}

export function hasPlaceholder(text: string): boolean {
  return placeholderPattern.test(text);
}

/** A placeholder for the company to complete: «[ what to fill in ]». */
export function blank(what: string): string {
  return `«[ ${what} ]»`;
}

import type pdfmake from 'pdfmake';

/** The part of pdfkit's EmbeddedFont (not exported by pdfkit) that the cache relies on. */
interface EmbeddedFontLike {
  name: string;
  layoutCache?: object | undefined;
  layoutRun(text: string): unknown;
  layoutCached(text: string): unknown;
}

// Roughly the words of both languages' catalogues many times over; a few megabytes at most.
const maxEntries = 30_000;
const sharedRuns = new Map<string, Map<string, unknown>>();
let entries = 0;

function isEmbeddedFont(value: unknown): value is EmbeddedFontLike {
  const candidate = value as Partial<EmbeddedFontLike> | null;
  return typeof candidate?.layoutRun === 'function' && typeof candidate.layoutCached === 'function';
}

/**
 * pdfkit shapes every word with fontkit and keeps the result for one document only, so most of a report's
 * render time went into shaping the same catalogue words again for every report. This shares pdfkit's
 * per-word cache between documents, keyed by font and word. It is safe because pdfkit already reuses a
 * cached run for every occurrence of a word and never changes it, and glyphs are looked up by id, which is
 * the same in every document using the font file. If a pdfkit update changes these internals, the cache
 * is simply not installed.
 */
export async function shareWordLayouts(instance: typeof pdfmake, fontFamily: string): Promise<boolean> {
  const document = (await instance
    .createPdf({ content: 'GDPR Navigator', defaultStyle: { font: fontFamily } })
    .getStream()) as unknown as { fontCache?: Record<string, Record<string, unknown>>; end(): void };
  document.end();
  const font = document.fontCache?.[fontFamily]?.normal;
  if (!isEmbeddedFont(font)) return false;
  const prototype = Object.getPrototypeOf(font) as EmbeddedFontLike;
  prototype.layoutCached = function layoutCachedAcrossDocuments(this: EmbeddedFontLike, text: string) {
    if (!this.layoutCache) return this.layoutRun(text);
    let runs = sharedRuns.get(this.name);
    if (!runs) {
      runs = new Map();
      sharedRuns.set(this.name, runs);
    }
    let run = runs.get(text);
    if (run === undefined) {
      if (entries >= maxEntries) {
        for (const fontRuns of sharedRuns.values()) fontRuns.clear();
        entries = 0;
      }
      run = this.layoutRun(text);
      runs.set(text, run);
      entries++;
    }
    return run;
  };
  return true;
}

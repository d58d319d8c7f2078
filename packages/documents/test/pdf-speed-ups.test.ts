import { describe, expect, it } from 'vitest';
import { fontFamily, preparePdfmake } from '../src/pdf/fonts';

/*
 * The two render-time adaptations (README, Render time) halve a long report's render time, and both skip
 * themselves without an error when pdfmake or pdfkit changes what they rely on. These tests fail instead:
 * they check, on the pdfmake that reports are rendered with, that each one is what runs.
 */

interface FontWithLayouts {
  layoutCached(text: string): unknown;
}

async function openDocumentFont(): Promise<FontWithLayouts> {
  const pdfmake = await preparePdfmake();
  const document = (await pdfmake
    .createPdf({ content: 'Съответствие', defaultStyle: { font: fontFamily } })
    .getStream()) as unknown as { fontCache?: Record<string, Record<string, FontWithLayouts>>; end(): void };
  document.end();
  const font = document.fontCache?.[fontFamily]?.normal;
  if (!font) throw new Error(`pdfmake did not load ${fontFamily}`);
  return font;
}

describe('the PDF render-time adaptations', () => {
  it('draw the words of a line that share a style as one text object (merge-inlines.ts)', async () => {
    const pdfmake = await preparePdfmake();
    const pdf = await pdfmake
      .createPdf({
        content: [
          'Лични данни на клиенти и служители',
          { text: ['one style ', { text: 'another ', bold: true }, 'the first again'] },
        ],
        defaultStyle: { font: fontFamily },
        compress: false,
      })
      .getBuffer();
    const textObjects = pdf.toString('latin1').match(/^BT$/gm) ?? [];
    // One per run of one style: the first line, then the second line's three runs (word by word: 12).
    expect(textObjects).toHaveLength(4);
  });

  it('share the glyph layout of a word between documents (word-layout-cache.ts)', async () => {
    const first = await openDocumentFont();
    const second = await openDocumentFont();
    expect(second === first).toBe(false);
    // Compared as a boolean: a failing toBe would print two glyph runs with their fonts, for minutes.
    const isShared = second.layoutCached('съответствие') === first.layoutCached('съответствие');
    expect(isShared, 'the second document shaped the word again').toBe(true);
  });
});

import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import { drawLinesAsRuns } from './merge-inlines';
import { shareWordLayouts } from './word-layout-cache';

const require = createRequire(import.meta.url);

/** pdfmake's bundled Roboto: full Cyrillic, embedded as a subset, so the text stays searchable. */
const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

export const fontFamily = 'Roboto';

let configuration: Promise<typeof pdfmake> | undefined;

async function configure(): Promise<typeof pdfmake> {
  // Two weights only: every embedded font costs time to parse and bytes in every file.
  pdfmake.setFonts({
    [fontFamily]: {
      normal: path.join(fontDir, 'Roboto-Regular.ttf'),
      bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    },
  });
  // Documents may read the font files and nothing else, and fetch nothing, whatever a report contains.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.dirname(path.resolve(file)) === fontDir);
  drawLinesAsRuns();
  await shareWordLayouts(pdfmake, fontFamily);
  return pdfmake;
}

/** pdfmake's shared instance, set up once for reports. */
export function preparePdfmake(): Promise<typeof pdfmake> {
  configuration ??= configure();
  return configuration;
}

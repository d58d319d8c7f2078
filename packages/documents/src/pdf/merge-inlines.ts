import { createRequire } from 'node:module';

/** The parts of pdfmake's laid-out text (not typed by @types/pdfmake) that merging relies on. */
interface Inline {
  text: string;
  x: number;
  width: number;
  font: unknown;
  fontSize: number;
  color: unknown;
  opacity?: unknown;
  characterSpacing?: unknown;
  fontFeatures?: unknown;
  [property: string]: unknown;
}

interface Line {
  inlines: Inline[];
}

interface RendererPrototype {
  renderLine(line: Line, x: number, y: number): void;
}

// Anything that draws or links per word keeps the words apart.
const perWordProperties = [
  'link',
  'linkToPage',
  'linkToDestination',
  '_pageNodeRef',
  'background',
  'decoration',
  'sup',
  'sub',
] as const;

function canMerge(previous: Inline, next: Inline): boolean {
  return (
    previous.font === next.font &&
    previous.fontSize === next.fontSize &&
    previous.color === next.color &&
    previous.opacity === next.opacity &&
    previous.characterSpacing === next.characterSpacing &&
    previous.fontFeatures === next.fontFeatures &&
    Math.abs(previous.x + previous.width - next.x) < 0.01 &&
    perWordProperties.every((property) => !previous[property] && !next[property])
  );
}

/** Joins the words of a line that share a style and follow on from each other into one piece of text. */
export function mergeInlines(inlines: readonly Inline[]): Inline[] {
  const merged: Inline[] = [];
  let run: Inline | undefined;
  let isCopy = false;
  for (const inline of inlines) {
    if (run && canMerge(run, inline)) {
      // Copied once per run, then extended: pdfmake's own inline objects stay as they were laid out.
      if (!isCopy) {
        run = { ...run };
        merged[merged.length - 1] = run;
        isCopy = true;
      }
      run.text += inline.text;
      run.width += inline.width;
    } else {
      run = inline;
      isCopy = false;
      merged.push(inline);
    }
  }
  return merged;
}

let isInstalled = false;

/**
 * pdfmake draws every word as its own text object, with its own colour, font and position (its renderer
 * has a TODO to write lines of one style as one stream). Most of a report's render time went there. This
 * wraps pdfmake's line renderer so a line's words of one style are drawn as one text object: the same
 * glyphs at the same places, as pdfkit lays out a string word by word, in fewer, larger operations.
 * If a pdfmake update changes the renderer, lines are drawn as before.
 */
export function drawLinesAsRuns(): boolean {
  if (isInstalled) return true;
  const require = createRequire(import.meta.url);
  const module = require('pdfmake/js/Renderer') as { default?: { prototype?: Partial<RendererPrototype> } };
  const prototype = module.default?.prototype;
  const renderLine = prototype?.renderLine;
  if (!prototype || typeof renderLine !== 'function') return false;
  prototype.renderLine = function renderMergedLine(
    this: RendererPrototype,
    line: Line,
    x: number,
    y: number,
  ) {
    const merged = Object.create(line) as Line;
    merged.inlines = mergeInlines(line.inlines);
    return renderLine.call(this, merged, x, y);
  };
  isInstalled = true;
  return true;
}

import type { Language } from '@app/core/errors';
import type { RenderedPage } from '../src/app/prerender.tsx';

/**
 * The built index.html made ready, once, for pages whose content is already in the HTML. The app's entry
 * and its preloads become data on one small script (src/prerender/boot.ts) that fetches them after the first
 * paint, so on a slow network the stylesheet comes first and nothing the app does delays the text
 * (Lighthouse: first and largest contentful paint). The fonts are preloaded at low priority.
 */
export function prepareTemplate(template: string, fontFiles: readonly string[], bootFile: string): string {
  const entry = template.match(/\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry?.[1]) throw new Error("index.html: expected the app's module script");
  const preloads = [...template.matchAll(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const boot = `<script type="module" fetchpriority="low" src="/${bootFile}"${attributes({
    'data-entry': entry[1],
    'data-preload': preloads.map((match) => match[1]).join(' '),
  })}></script>`;
  const fontPreloads = fontFiles.map(
    (file) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/${file}">`,
  );
  const withoutPreloads = preloads.reduce((html, [tag]) => html.replace(tag, ''), template);
  const stylesheet = '\n    <link rel="stylesheet"';
  return replaceEach(withoutPreloads, [
    [entry[0], `\n    ${boot}`],
    [stylesheet, `${fontPreloads.map((tag) => `\n    ${tag}`).join('')}${stylesheet}`],
  ]);
}

/*
 * A pre-rendered page from the prepared template: its language, title and description, its canonical and
 * Open Graph tags, and its markup inside #root, marked with the language so the browser knows what it
 * may hydrate (src/app/main.tsx).
 */
export function fillPage(template: string, page: RenderedPage, language: Language): string {
  const headTags = page.headTags.map(
    ({ name, identity, values }) => `<${name}${attributes({ ...identity, ...values })}>`,
  );
  return replaceEach(template, [
    [/<html lang="[^"]*"/, `<html lang="${language}"`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.meta.title)}</title>`],
    [
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description"${attributes({ content: page.meta.description })} />`,
    ],
    ['\n  </head>', `${headTags.map((tag) => `\n    ${tag}`).join('')}\n  </head>`],
    ['<div id="root"></div>', `<div id="root" data-prerendered="${language}">${page.markup}</div>`],
    // The page reads fine without JavaScript, so the notice that the app needs it would mislead.
    [/\s*<noscript>[\s\S]*?<\/noscript>/, ''],
  ]);
}

// Each pattern must be found exactly once: a changed index.html fails the build instead of a page.
function replaceEach(text: string, replacements: [RegExp | string, string][]): string {
  return replacements.reduce((result, [pattern, replacement]) => {
    const count =
      typeof pattern === 'string'
        ? result.split(pattern).length - 1
        : (result.match(new RegExp(pattern, 'g'))?.length ?? 0);
    if (count !== 1) throw new Error(`index.html: expected one ${String(pattern)}, found ${count}`);
    // A function, so `$` in the page's text is not read as a replacement pattern.
    return result.replace(pattern, () => replacement);
  }, text);
}

function attributes(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

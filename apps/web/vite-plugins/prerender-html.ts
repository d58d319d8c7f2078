import type { Language } from '@app/core/errors';
import type { RenderedPage } from '../src/app/prerender.tsx';

/**
 * The built index.html made ready, once, for pages whose content is already in the HTML: the app's
 * scripts are fetched at low priority, so on a slow network the stylesheet and the fonts (preloaded, also
 * at low priority, so they never hold up the first paint) arrive first and the text shows sooner; the
 * page hydrates once they are in (Lighthouse: first and largest contentful paint).
 */
export function prepareTemplate(template: string, fontFiles: readonly string[]): string {
  const fontPreloads = fontFiles.map(
    (file) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/${file}">`,
  );
  const lowered = template.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin /g,
    '<$1 crossorigin fetchpriority="low" ',
  );
  const stylesheet = '\n    <link rel="stylesheet"';
  return replaceEach(lowered, [
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

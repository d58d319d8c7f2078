import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The HTML of a page rendered once, whole, at build time (run in Node by the build's pre-render). It
 * fails rather than write a page that would break in the browser: a render error (error boundaries do
 * not run here, so the page would hold a spinner), or an inline script, which the CSP blocks.
 */
export async function renderStaticMarkup(element: ReactNode, pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    // Never outline a large Suspense boundary into a script that completes it later: the CSP forbids
    // inline scripts, and the page is sent whole anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) throw errors[0];
  const markup = await new Response(prelude).text();
  if (markup.includes('<script')) {
    throw new Error(`${pathname} rendered an inline script, which the CSP blocks`);
  }
  return markup;
}

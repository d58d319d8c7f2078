import type { Language } from '@app/core/errors';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { i18n, initI18n } from '../lib/i18n';
import { describeShareTags, type HeadTag, type PageMeta, PageMetaRecorder } from '../lib/page-meta';
import { queryClient } from '../lib/query-client';
import { renderStaticMarkup } from '../prerender/server';
import { App } from './app';
import { AppRoutes, createAppRoutes, preloadRoutes } from './router';

/*
 * The build's server entry (vite-plugins/prerender.ts builds it for Node and calls renderPage). It renders
 * a page as the browser's first render will: no one signed in, nothing stored, no browser at all.
 */

export type RenderedPage = {
  /** What goes inside #root. */
  markup: string;
  meta: PageMeta;
  /** Canonical, alternates and Open Graph, for public pages. */
  headTags: HeadTag[];
};

const routes = createAppRoutes();

export async function renderPage(
  pathname: string,
  language: Language,
  origin: string,
): Promise<RenderedPage> {
  await initI18n(language);
  await i18n.changeLanguage(language);
  await preloadRoutes(routes, pathname);
  let meta: PageMeta | undefined;
  const markup = await renderStaticMarkup(
    <StrictMode>
      <PageMetaRecorder
        value={(recorded) => {
          meta = recorded;
        }}
      >
        <App>
          <StaticRouter location={pathname}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </App>
      </PageMetaRecorder>
    </StrictMode>,
    pathname,
  ).finally(() => {
    // Nothing fetched here (no server runs during the build); the empty queries would hold timers open.
    queryClient.clear();
  });
  if (!meta) throw new Error(`${pathname} rendered no page title (usePageMeta)`);
  return {
    markup,
    meta,
    headTags: meta.path ? describeShareTags({ ...meta, path: meta.path }, origin) : [],
  };
}

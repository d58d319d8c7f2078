import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Language, supportedLanguages } from '@app/core/errors';
import {
  type PrerenderManifest,
  prerenderDirectory,
  prerenderManifestFile,
  publicUrlPlaceholder,
} from '@app/core/prerender';
import { routePaths } from '@app/core/routes';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RenderedPage } from '../src/app/prerender.tsx';
import { prerenderedScreens } from '../src/app/screen-routes.ts';
import { fillPage, prepareTemplate } from './prerender-html.ts';

type RenderPage = (pathname: string, language: Language, origin: string) => Promise<RenderedPage>;

const serverEntry = 'src/app/prerender.tsx';
// The script pre-rendered pages name instead of the app's entry (see prerender-html.ts).
const bootEntry = 'src/prerender/boot.ts';

export type PrerenderOptions = {
  /** Font files (names in the build's assets) nearly every page uses, preloaded at low priority. */
  preloadFonts: RegExp;
};

/**
 * After the browser build, writes every public page in every language as HTML with its content
 * (docs/decisions/003-prerendering.md): it builds src/app/prerender.tsx for Node into a scratch folder,
 * renders each page with it and drops the scratch folder. Part of `vite build`, so the build stays one
 * command and `--outDir` puts the pages beside the build they belong to.
 */
export function prerenderPages({ preloadFonts }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      // The server build below loads this same configuration.
      if (!config.build.ssr) this.emitFile({ type: 'chunk', id: bootEntry, name: 'boot' });
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const boot = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'boot');
        if (!boot) throw new Error(`${bootEntry} is missing from the build`);
        const serverDir = await buildServerEntry(config);
        try {
          const module: { renderPage: RenderPage } = await import(
            pathToFileURL(path.join(serverDir, 'prerender.js')).href
          );
          const outDir = path.resolve(config.root, config.build.outDir);
          await writePages(outDir, module.renderPage, { preloadFonts, bootFile: boot.fileName });
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

// Inside node_modules, so the server build's imports of React and the rest resolve from there.
async function buildServerEntry(config: ResolvedConfig): Promise<string> {
  const cacheDir = path.join(config.root, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const serverDir = await mkdtemp(path.join(cacheDir, 'prerender-'));
  await build({
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    ...(config.configFile ? { configFile: config.configFile } : {}),
    build: {
      ssr: serverEntry,
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  });
  return serverDir;
}

// A screen waiting on something the build never gets (a request, a timer) would hang the build instead.
function withTimeout<T>(work: Promise<T>, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still suspended after ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function writePages(
  outDir: string,
  renderPage: RenderPage,
  { preloadFonts, bootFile }: PrerenderOptions & { bootFile: string },
): Promise<void> {
  const fonts = (await readdir(path.join(outDir, 'assets'))).filter((file) => preloadFonts.test(file));
  if (fonts.length === 0) throw new Error(`No font in the build matches ${preloadFonts}`);
  const template = prepareTemplate(
    await readFile(path.join(outDir, 'index.html'), 'utf8'),
    fonts.map((file) => `assets/${file}`),
    bootFile,
  );
  const manifest: PrerenderManifest = {};
  for (const name of prerenderedScreens) {
    const route = routePaths[name];
    const files: Partial<Record<Language, string>> = {};
    for (const language of supportedLanguages) {
      const page = await withTimeout(renderPage(route, language, publicUrlPlaceholder)).catch(
        (error: unknown) => {
          throw new Error(`Pre-rendering ${route} in ${language} failed (see src/app/screen-routes.ts)`, {
            cause: error,
          });
        },
      );
      const file = `${prerenderDirectory}/${language}/${route === '/' ? 'index' : route.slice(1)}.html`;
      await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await writeFile(path.join(outDir, file), fillPage(template, page, language));
      files[language] = file;
    }
    manifest[route] = files as Record<Language, string>;
  }
  await writeFile(path.join(outDir, prerenderManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
}

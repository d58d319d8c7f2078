import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type RouteName, routePaths } from '@app/core/routes';
import type { Bench } from './types';

// BENCH_WEB_DIST_DIR measures a build made elsewhere (`vite build --outDir`), as the Lighthouse part does.
const dist = process.env.BENCH_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(import.meta.dirname, '../../apps/web');
// Screens that need an account; every other screen is public and has the 150 kB budget
// (docs/product-decisions.md, Performance budgets).
const signedInOnly = new Set(['dashboard', 'userDashboard', 'analytics', 'admin']);
const layout = [
  'src/app/routes/root-layout.tsx',
  '../../packages/locales/bg/common.json',
  '../../packages/locales/bg/errors.json',
];

type MeasuredRoute = { name: string; modules: string[]; hasBudget: boolean };

/*
 * Every screen the router declares, read from its screenRoute() calls (name, route module, translation
 * namespaces), so a new screen is measured without more ado: the modules the browser loads before the
 * screen renders in Bulgarian (layout, screen, translation chunks).
 */
function readScreens(): MeasuredRoute[] {
  const router = readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
  const declaration =
    /screenRoute\(\s*'(\w+)',\s*\(\) => import\('\.\/routes\/([\w-]+)'\),?\s*(\[[^\]]*\])?/g;
  const screens = [...router.matchAll(declaration)].map(([, name = '', module, namespaces]) => ({
    name,
    modules: [
      ...layout,
      `src/app/routes/${module}.tsx`,
      ...[...(namespaces ?? '').matchAll(/'([\w-]+)'/g)].map(
        ([, ns]) => `../../packages/locales/bg/${ns}.json`,
      ),
    ],
    hasBudget: !signedInOnly.has(name),
  }));
  if (screens.length < 20) throw new Error('src/app/router.tsx: screenRoute() declarations not found');
  return screens;
}

/** Initial JavaScript of a route: the entry chunks and the route's lazy modules, each with their static imports. */
export const webSizeBench: Bench = {
  title: 'Web app: initial JavaScript (production build, gzip)',
  async run() {
    const manifestPath = path.join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error('no build manifest: run `npm run build` first');
    const manifest: Manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    // The app's entry and the script pre-rendered pages start it with (src/prerender/boot.ts).
    const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    if (entryKeys.length === 0) throw new Error('the build manifest has no entry');
    return readScreens().map(({ name, modules, hasBudget }) => {
      const missing = modules.filter((module) => !manifest[module]);
      if (missing.length > 0) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
      const files = collectStaticFiles(manifest, [...entryKeys, ...modules]);
      const bytes = [...files].reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length,
        0,
      );
      return {
        name: `${routePaths[name as RouteName] ?? name}: ${files.size} files`,
        // To 10 bytes: rounded to 0.1 kB, 150.04 kB would read as 150.0 and pass its 150 kB budget.
        value: Math.round(bytes / 10.24) / 100,
        unit: 'kB',
        ...(hasBudget ? { budget: 150 } : {}),
      };
    });
  },
};

function collectStaticFiles(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

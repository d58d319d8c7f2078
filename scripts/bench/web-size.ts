import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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

/**
 * Public routes whose initial JavaScript has a budget (PRODUCT.md section 12: 150 kB gzip): the modules
 * the browser loads before the screen renders in Bulgarian (layout, screen, translation chunks).
 */
const layout = ['src/app/routes/root-layout.tsx', 'src/locales/bg/common.json', 'src/locales/bg/errors.json'];
const screen = (name: string, module: string, namespaces: string[]) => ({
  name: `${name} route`,
  modules: [
    ...layout,
    `src/app/routes/${module}.tsx`,
    ...namespaces.map((ns) => `src/locales/bg/${ns}.json`),
  ],
});
const measuredRoutes = [
  screen('home', 'home', ['home']),
  screen('gdpr-guide', 'gdpr-guide', ['gdpr-guide']),
  screen('login', 'login', ['login', 'auth']),
  screen('signup', 'signup', ['signup', 'auth']),
];

/** Initial JavaScript of a route: the entry chunk and the route's lazy modules, each with its static imports. */
export const webSizeBench: Bench = {
  title: 'Web app: initial JavaScript (production build, gzip)',
  async run() {
    const manifestPath = path.join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error('no build manifest: run `npm run build` first');
    const manifest: Manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('the build manifest has no entry');
    return measuredRoutes.map(({ name, modules }) => {
      const missing = modules.filter((module) => !manifest[module]);
      if (missing.length > 0) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
      const files = collectStaticFiles(manifest, [entryKey, ...modules]);
      const bytes = [...files].reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length,
        0,
      );
      return {
        name: `${name}: ${files.size} files`,
        value: Math.round(bytes / 102.4) / 10,
        unit: 'kB',
        budget: 150,
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

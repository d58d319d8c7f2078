import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench } from './types';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The screen modules whose initial JavaScript has a budget (PRODUCT.md section 12: 150 kB gzip). */
const measuredRoutes = [{ name: 'home route', moduleSrc: 'src/app/routes/home.tsx' }];

/**
 * Initial JavaScript of a route: the entry chunk, everything it imports statically, and the route's lazy
 * module with its static imports (what the browser must load before the screen can render).
 */
export const webSizeBench: Bench = {
  title: 'Web app: initial JavaScript (production build, gzip)',
  async run() {
    const manifestPath = path.join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error('no build manifest: run `npm run build` first');
    const manifest: Manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('the build manifest has no entry');
    return measuredRoutes.map(({ name, moduleSrc }) => {
      const routeKey = Object.keys(manifest).find((key) => key === moduleSrc || manifest[key]?.src === moduleSrc);
      if (!routeKey) throw new Error(`${moduleSrc} is not in the build manifest`);
      const files = collectStaticFiles(manifest, [entryKey, routeKey]);
      const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
      return { name: `${name}: ${files.size} files`, value: Math.round(bytes / 102.4) / 10, unit: 'kB', budget: 150 };
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

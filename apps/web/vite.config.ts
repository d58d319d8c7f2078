import path from 'node:path';
import { routePaths } from '@app/core/routes';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { screenRoutes } from './src/app/screen-routes.ts';
import { compressAssets } from './vite-plugins/compress-assets.ts';
import { prerenderPages } from './vite-plugins/prerender.ts';

// The API server of `npm run dev` (apps/api) listens here; the browser talks to Vite only.
const apiTarget = 'http://127.0.0.1:3000';

/** dist/routes.json: the page URLs that have a screen, read by the server to decide 200 or 404. */
function screenRoutesManifest(): Plugin {
  return {
    name: 'screen-routes-manifest',
    apply: 'build',
    generateBundle() {
      const urls = screenRoutes.map((name) => routePaths[name]);
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(urls, null, 2)}\n` });
    },
  };
}

const shellLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    screenRoutesManifest(),
    // The Latin and Cyrillic files of Inter (src/styles.css), which every page in either language uses.
    prerenderPages({ preloadFonts: /^inter-(latin|cyrillic)-wght-normal-[\w-]+\.woff2$/ }),
    compressAssets(),
  ],
  // `@/` is src/: what a feature imports from outside itself (lib, components, config) is written from
  // there, so lint can tell a feature's own files from others' (biome.json, noRestrictedImports).
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The production CSP allows fonts and images from 'self' only, so nothing may become a data: URI.
    assetsInlineLimit: 0,
    // Read by the bench (scripts/bench/web-size.ts) to measure each route's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs (React, the router, i18next, TanStack Query) in one chunk. Left to
        // the automatic splitting, each new shared module cut them into more, smaller chunks, and every
        // page paid for the lost compression: 1-4 kB gzip of its 150 kB budget (decision 003).
        codeSplitting: {
          groups: [{ name: 'shell', test: shellLibraries }],
        },
        // Translation files get their own names so they are told apart from route chunks of the same name.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(/\/locales\/(\w+)\/([\w-]+)\.json$/);
          if (locale) return `assets/locale-${locale[1]}-${locale[2]}-[hash].js`;
          // Code shared by several chunks would otherwise be named after whichever module came first.
          return chunk.facadeModuleId ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js';
        },
      },
    },
  },
});

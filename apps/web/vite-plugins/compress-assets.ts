import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const compressible = /\.(js|css|svg|json|webmanifest|txt)$/;
// The server reads these itself (the build manifest, the pre-rendered pages); they are not sent as files.
const notServed = /^(\.vite|prerendered)[\\/]/;

/**
 * Writes a .br and a .gz copy beside each text asset of the build, at the strongest settings, once: the
 * server sends the copy the browser accepts (`preCompressed` in apps/api/src/plugins/web-app.ts) instead
 * of compressing on every request. A phone on a slow network gets the app's JavaScript in about a third
 * of the bytes (Lighthouse's mobile run counts them).
 */
export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'compress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = await readdir(outDir, { recursive: true });
        await Promise.all(
          files
            .filter((file) => compressible.test(file) && !notServed.test(file))
            .map((file) => writeCompressed(path.join(outDir, file))),
        );
      },
    },
  };
}

async function writeCompressed(file: string): Promise<void> {
  const content = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    compressBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    compressGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves little is not worth a second file (small files, already dense ones).
  if (brotli.length < content.length * 0.9) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < content.length * 0.9) await writeFile(`${file}.gz`, gzipped);
}

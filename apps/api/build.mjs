// The production build of the server (docs/decisions/002-runtime.md): src/server.ts as one ES module,
// with the workspace packages (TypeScript) inlined and node_modules left to Node, beside what the server
// reads next to itself: the migrations, the embedded database's worker (decision 008) and the document
// threads' task (decision 011). Plain Node on the bundle holds about 100 MB less than tsx running the
// sources, which compiles them as they load.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');

/** Only the workspace's own packages are bundled; every other package is imported from node_modules. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [
    path.join(root, 'src/server.ts'),
    path.join(root, 'src/db/pglite-worker.ts'),
    path.join(root, 'src/documents/render-worker.ts'),
  ],
  entryNames: '[name]',
  outExtension: { '.js': '.mjs' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  plugins: [externalNodeModules],
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// The language model's prompts, read beside the module that loads them (src/modules/ai/prompts.ts).
await cp(path.join(root, 'src/modules/ai/prompts'), path.join(outdir, 'prompts'), { recursive: true });

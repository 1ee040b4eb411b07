// Bundles the server into dist/main.js for `node`: our own code and the contracts package (TypeScript
// sources) are bundled; npm dependencies stay external and load from node_modules.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tabi/'));

await rm('dist', { recursive: true, force: true });
await build({
  // The server, and the backup tools for an installation without the sources (the Docker image).
  entryPoints: ['src/main.ts', 'src/backup-cli.ts', 'src/restore-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
// The page renderer's thread loads its own file, found beside main.js (platform/page-prerender.ts).
await cp('src/platform/page-render-worker.mjs', 'dist/page-render-worker.mjs');
console.log('server: built dist/main.js');

// `npm start`: builds whatever is missing or older than its sources, then runs the compiled server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

// Both the pages and the assistant's index are built from the site's content.
const contracts = [at('packages/contracts/src'), at('packages/site-content/src'), at('package-lock.json')];
const parts = [
  {
    workspace: '@tabi/web',
    // The page renderer is built last: its presence means the whole web build is there.
    output: at('apps/web/dist-ssr/entry-server.js'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      ...contracts,
    ],
  },
  {
    workspace: '@tabi/server',
    output: at('apps/server/dist/main.js'),
    // The demo catalog is bundled into the server, which seeds it on first start.
    sources: [
      at('apps/server/src'),
      at('apps/server/build.mjs'),
      at('packages/demo-catalog/src'),
      ...contracts,
    ],
  },
];

for (const part of parts) {
  const built = newestMtime(part.output);
  const changed = Math.max(...part.sources.map(newestMtime));
  if (built === 0 || changed > built) {
    console.log(`Building ${part.workspace} (${built === 0 ? 'no build yet' : 'sources changed'})...`);
    execSync(`npm run build -w ${part.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(at('apps/server/dist/main.js'));

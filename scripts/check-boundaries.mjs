// Features never import each other: a module of the server (apps/server/src/modules/<feature>) or a
// feature of the web app (apps/web/src/features/<feature>) may import shared code, never another feature.
// Biome cannot express this per folder, so CI runs this check with the linter.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const roots = ['apps/server/src/modules', 'apps/web/src/features'];
const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(entry)) yield full;
  }
}

const violations = [];
for (const root of roots) {
  let features;
  try {
    features = readdirSync(root).filter((entry) => statSync(path.join(root, entry)).isDirectory());
  } catch {
    continue;
  }
  for (const feature of features) {
    for (const file of files(path.join(root, feature))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(importPattern)) {
        const specifier = match[1] ?? match[2];
        if (!specifier?.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(file), specifier));
        const [targetFeature] = target.split(path.sep);
        if (!target.startsWith('..') && targetFeature !== feature && features.includes(targetFeature)) {
          violations.push(`${file}: imports ${specifier} (feature "${targetFeature}")`);
        }
      }
    }
  }
}

if (violations.length > 0) {
  console.error(`Features must not import each other:\n${violations.map((v) => `  ${v}`).join('\n')}`);
  process.exit(1);
}
console.log('boundaries: no feature imports another');

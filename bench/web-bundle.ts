import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleSize = { files: string[]; rawBytes: number; gzipBytes: number };

function sizeOf(distDir: string, files: Iterable<string>): BundleSize {
  const unique = [...new Set(files)];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of unique) {
    const bytes = readFileSync(path.join(distDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: unique, rawBytes, gzipBytes };
}

/**
 * What the home page downloads before any lazy route: the scripts, module preloads and stylesheets that
 * index.html names, gzipped as a server would send them.
 */
export function entryChunkSize(distDir: string): BundleSize | undefined {
  let html: string;
  try {
    html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return sizeOf(distDir, files);
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * What opening every one of `modules` (source paths as the Vite manifest names them, e.g.
 * `src/features/admin/pages/admin-dashboard-page.tsx`) downloads on top of the entry: their chunks and
 * everything those import statically, minus what the entry already loaded.
 */
export function lazyChunksSize(distDir: string, modules: (key: string) => boolean): BundleSize | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey, new Set()) : new Set<string>();
  const wanted = new Set<string>();
  for (const key of Object.keys(manifest).filter(modules)) staticClosure(manifest, key, wanted);
  const files: string[] = [];
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    files.push(manifest[key]!.file, ...(manifest[key]!.css ?? []));
  }
  return sizeOf(distDir, files);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the home page downloads before any lazy route: the scripts, module preloads and stylesheets that
 * index.html names, gzipped as a server would send them.
 */
export function entryChunkSize(
  distDir: string,
): { files: string[]; rawBytes: number; gzipBytes: number } | undefined {
  let html: string;
  try {
    html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(path.join(distDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...new Set(files)], rawBytes, gzipBytes };
}

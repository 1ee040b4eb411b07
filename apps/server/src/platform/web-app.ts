import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';

/** apps/web/dist, seen from apps/server/src/platform (sources) or apps/server/dist (build). */
export function defaultWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else (index.html, favicons) revalidated, and every
 * other GET that wants HTML answered with index.html so client routes survive a reload. Unknown API paths
 * get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (hasBuild && wantsHtml && !isApiPath(request.url) && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.sendFile('index.html');
    }
    throw notFound(
      isApiPath(request.url)
        ? `No such endpoint: ${request.method} ${request.url.split('?')[0]}`
        : 'Not found',
    );
  });
}

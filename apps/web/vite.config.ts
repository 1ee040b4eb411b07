import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// `API_TARGET`: another API server for this dev server (two copies of the product side by side).
const apiTarget = process.env.API_TARGET ?? 'http://localhost:5200';

/** Preloads the self-hosted latin font file, so text renders in the brand font at first paint. */
function preloadFont(): Plugin {
  return {
    name: 'tabi:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /latin-wght-normal.*\.woff2$/.test(file));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// `vite build --ssr src/entry-server.tsx` builds the server's page renderer into dist-ssr (no public files).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFont()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 5173 },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    assetsDir: 'assets',
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json maps each page module to its chunks, so the server can preload them.
    manifest: !isSsrBuild,
    target: 'es2022',
    rolldownOptions: {
      // Contracts is plain TypeScript with zod schemas built at module level; the web app only takes
      // constants and types from it, so unused schemas (and zod) must be dropped from the bundle. The site's
      // content builds every page's words at module level too, and each page takes only its own (the
      // assistant's passages are the server's), so the rest stays out of that page's chunk.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contracts|site-content)[\\/]/.test(id),
      },
      // The page renderer is one file: the server reloads it by its own address after a rebuild, and
      // chunks would keep importing the old copy of the modules they share with it.
      ...(isSsrBuild ? { output: { codeSplitting: false } } : {}),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
}));

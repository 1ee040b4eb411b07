import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = 'http://localhost:5200';

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

export default defineConfig({
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
    outDir: 'dist',
    assetsDir: 'assets',
    // dist/.vite/manifest.json maps each page module to its chunks, so the server can preload them.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Contracts is plain TypeScript with zod schemas built at module level; the web app only takes
      // constants and types from it, so unused schemas (and zod) must be dropped from the bundle.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});

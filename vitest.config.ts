import { defineConfig } from 'vitest/config';

/** `vitest run` at the root runs every workspace's unit and integration tests. */
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/site-content'],
  },
});

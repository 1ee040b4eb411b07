import { rmSync } from 'node:fs';

/** Removes the temporary DATA_DIR once the server (and its embedded PostgreSQL) has stopped. */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('tabi-e2e-')) rmSync(dir, { recursive: true, force: true });
}

import { rmSync } from 'node:fs';

/** Removes the temporary DATA_DIR and mail folder once the server (and its embedded PostgreSQL) has stopped. */
export default function teardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_MAIL_DIR]) {
    if (dir?.includes('tabi-e2e-')) rmSync(dir, { recursive: true, force: true });
  }
}

import { EmbeddedPostgresError } from './db/embedded.ts';

/** What the command-line tools (backup, restore) print while they open the database. */
export const toolLog = {
  info: (msg: string) => process.stderr.write(`${msg}\n`),
  warn: (msg: string) => process.stderr.write(`${msg}\n`),
  error: (obj: object, msg: string) => process.stderr.write(`${msg}: ${String(obj)}\n`),
};

/**
 * Ends a tool that failed: an expected failure (`expected`, or the embedded database's own) says its
 * message alone; an unexpected one its stack trace.
 */
export function toolFailure(error: unknown, expected: (new (...args: never[]) => Error)[]): never {
  const known = [...expected, EmbeddedPostgresError].some((kind) => error instanceof kind);
  const text =
    error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : String(error);
  process.stderr.write(`${text}\n`);
  process.exit(1);
}

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the browser tests: the app under test sends through nodemailer
 * (SMTP_URL) as in production, each message lands as a file in `dir`, and any test worker reads it there.
 */
export function startMailCatcher(dir: string, port: number): void {
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          path.join(dir, `${Date.now()}-${sequence++}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`,
        );
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  // The runner exits when the tests end; the server must not keep it alive.
  server.server.unref();
}

/** The newest message to `to`, waiting for it to arrive; quoted-printable soft breaks undone. */
export async function mailTo(dir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readdirSync(dir)
      .sort()
      .reverse()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .find((mail) => mail.startsWith(`X-Envelope-To: ${to}`));
    if (found) return found.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} arrived`);
}

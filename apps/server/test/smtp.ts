import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the loopback SMTP server received it, with its text and HTML parts decoded. */
export type CapturedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The attached calendar event (text/calendar), or '' for a mail without one. */
  calendar: string;
  raw: string;
};

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the app sends through nodemailer exactly as
 * in production (SMTP_URL), and the test reads the mail. No TLS, no authentication (loopback only).
 * `acceptAfterMs` plays a slow mail server: each message is accepted (and kept) only that long after its
 * last byte arrived, so a test can stop the app while a send is still in flight.
 */
export async function startSmtpCapture(options: { acceptAfterMs?: number; port?: number } = {}) {
  const received: CapturedMail[] = [];
  const taken = new WeakSet<CapturedMail>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        const accept = () => {
          received.push(mail);
          callback();
        };
        if (options.acceptAfterMs) setTimeout(accept, options.acceptAfterMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    /**
     * The first message matching (to an address, a subject starting so, a text containing so), received
     * already or still to come, that no earlier `take` took: for mails sent side by side, whose order is
     * not fixed (a registration's confirmation link and what the test is about).
     */
    async take(
      match: { to?: string; subject?: string; text?: string },
      timeoutMs = 5000,
    ): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      const matches = (mail: CapturedMail) =>
        !taken.has(mail) &&
        (match.to === undefined || mail.to.includes(match.to)) &&
        (match.subject === undefined || mail.subject.startsWith(match.subject)) &&
        (match.text === undefined || mail.text.includes(match.text));
      for (;;) {
        const found = received.find(matches);
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail arrived matching ${JSON.stringify(match)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, to: string[]): CapturedMail {
  const [head = '', body = ''] = splitOnce(raw, /\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const parts = partsOf(headers, body);
  return {
    to,
    subject: decodeHeader(headers.subject ?? ''),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    calendar: parts.find((p) => p.type.startsWith('text/calendar'))?.content ?? '',
    raw,
  };
}

function partsOf(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [{ type, content: decodeBody(body, headers['content-transfer-encoding']) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => {
      const [partHead = '', partBody = ''] = splitOnce(part.replace(/^\r?\n/, ''), /\r?\n\r?\n/);
      return partsOf(parseHeaders(partHead), partBody);
    });
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function splitOnce(text: string, separator: RegExp): [string, string] {
  const match = separator.exec(text);
  if (!match) return [text, ''];
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

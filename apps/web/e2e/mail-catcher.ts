import { createServer } from 'node:http';
import { startSmtpCapture } from '../../server/test/smtp.ts';

/**
 * The browser tests' mailbox: a real SMTP server on loopback that the product's servers send through
 * (SMTP_URL, as in production), and a small HTTP server the tests read it from:
 * `GET /mail?to=<address>&subject=<start>` answers the newest such mail (`{ subject, text }`) or 404.
 * Mail with links that open an account is read here, not in the admin outbox, which hides those links.
 * Stops on SIGTERM, as Playwright stops its web servers.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 5293);
const httpPort = Number(process.env.E2E_MAILBOX_PORT ?? 5294);

const smtp = await startSmtpCapture({ port: smtpPort });

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return reply(200, { ok: true });
  if (url.pathname !== '/mail') return reply(404, { message: 'Not found' });
  const to = url.searchParams.get('to') ?? '';
  const subject = url.searchParams.get('subject') ?? '';
  const found = smtp.received.findLast((mail) => mail.to.includes(to) && mail.subject.startsWith(subject));
  return found
    ? reply(200, { subject: found.subject, text: found.text })
    : reply(404, { message: 'No such mail yet' });
});
await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    http.close();
    void smtp.close().then(() => process.exit(0));
  });

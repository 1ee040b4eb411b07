/** Where the tests read the mail the product's servers sent (mail-catcher.ts; see playwright.config.ts). */
const mailboxUrl = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 5294}`;

/**
 * The newest mail to `to` whose subject starts with `subject`, as its reader receives it over SMTP;
 * waits for it to arrive. Answers its plain text. (A new account gets its confirmation link too: the
 * subject tells them apart.)
 */
export async function mailTo(to: string, subject: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const address = `${mailboxUrl}/mail?${new URLSearchParams({ to, subject })}`;
  while (Date.now() < deadline) {
    const response = await fetch(address);
    if (response.ok) return ((await response.json()) as { text: string }).text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a subject starting "${subject}" arrived`);
}

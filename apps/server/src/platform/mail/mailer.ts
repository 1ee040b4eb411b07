import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox.repository.ts';

/** A file sent with a mail: text content only (a calendar event), so the outbox keeps it as it is. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

export type Mailer = { send: (mail: Mail) => Promise<void> };

type Logger = { info: (obj: object, msg: string) => void };

/**
 * With SMTP_URL: real mail through nodemailer. Without: the mail is kept in the outbox table (the admin
 * can read it) and a log line names it, so a fresh installation still shows what it would have sent.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outbox: OutboxRepository;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, outbox, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await outbox.add(mail);
      logger.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL set)');
    },
  };
}

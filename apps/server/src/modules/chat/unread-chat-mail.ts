import { company } from '@tabi/contracts';
import type { AccountMailer } from '../../platform/mail/account-mailer.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import type { ChatRepository } from './chat.repository.ts';
import { chatLink } from './chat.service.ts';

type Options = {
  chat: Pick<ChatRepository, 'takeDueMails'>;
  /** To the account's confirmed address (held until it is confirmed). */
  accountMail: AccountMailer;
  now: () => Date;
  /** The site's address, for the mail's link to the chat. */
  publicUrl: string;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  everyMs?: number;
};

/** What a user away from the chat receives when support's replies stayed unread: one mail, not one per reply. */
export function unreadChatMail(user: { name: string; email: string }, unread: number, publicUrl: string) {
  return composeMail({
    to: user,
    subject: `You have a reply from ${company.name} support`,
    body: [
      unread > 1
        ? `Our support team answered you in the live chat: ${unread} messages are waiting for you.`
        : 'Our support team answered you in the live chat: a message is waiting for you.',
      { action: 'Open the chat', href: new URL(chatLink, publicUrl).toString() },
      'You will not receive another e-mail about this conversation until you have read it.',
    ],
  });
}

/**
 * Every minute, mails the users whose replies from support have stayed unread since they were sent
 * while they had no socket open (the mail is due 15 minutes after the first such reply). Each due mail
 * is taken by one process only (see `takeDueMails`), so several servers send it once. `check` runs one
 * round (tests call it after moving the clock); `stop` ends the rounds and waits for one in flight.
 */
export function startUnreadChatMail({ chat, accountMail, now, publicUrl, log, everyMs = 60_000 }: Options) {
  let running: Promise<number> | undefined;

  async function round(): Promise<number> {
    let sent = 0;
    try {
      for (const { user, unread } of await chat.takeDueMails(now())) {
        // Read meanwhile (between the reply and now): nothing to remind them of.
        if (unread === 0) continue;
        try {
          await accountMail.send(user._id, (to) => unreadChatMail(to, unread, publicUrl));
          sent++;
        } catch (error) {
          log.warn({ err: error, userId: user._id }, 'chat: the unread-replies mail could not be sent');
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'chat: the unread-replies mails could not be looked up');
    }
    if (sent > 0) log.info({ sent }, 'chat: mailed users about unread replies');
    return sent;
  }

  const check = () => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return {
    check,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

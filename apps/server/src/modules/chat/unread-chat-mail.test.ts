import type { ChatMessage } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, registerConfirmed, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createClock, minutes } from '../../../test/clock.ts';
import { startSmtpCapture } from '../../../test/smtp.ts';
import { type ClientSocket, closeClients, connect, listen, nextEvent } from '../../../test/sockets.ts';
import { createAccountMailer } from '../../platform/mail/account-mailer.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createOutboxRepository } from '../../platform/mail/outbox.repository.ts';
import { createChatRepository } from './chat.repository.ts';
import { startUnreadChatMail } from './unread-chat-mail.ts';

/**
 * A reply to a user who has no socket open is mailed once if still unread 15 minutes later, by the
 * module's periodic check (run here by hand, on the app's clock, against a loopback SMTP server).
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let url: string;
let adminSocket: ClientSocket;
const clock = createClock(new Date('2030-05-01T09:00:00Z'));
const quiet = { info: () => {}, warn: () => {} };
let mail: ReturnType<typeof startUnreadChatMail>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ ...adminEnv, SMTP_URL: smtp.url }, { now: clock.now });
  const token = await adminSession(t.app, t.config, t.database);
  url = await listen(t.app);
  adminSocket = await connect(url, { token });
  mail = startUnreadChatMail({
    chat: createChatRepository(t.db),
    accountMail: createAccountMailer({
      db: t.db,
      mailer: createMailer({
        smtpUrl: smtp.url,
        from: t.config.MAIL_FROM,
        outbox: createOutboxRepository(t.db),
        logger: quiet,
      }),
    }),
    now: clock.now,
    publicUrl: 'https://tabi.example',
    log: quiet,
  });
});

afterAll(async () => {
  closeClients();
  await mail?.stop();
  await t?.close();
  await smtp?.close();
});

/** An admin's reply, once sent and once the server has decided whether to mail it (after the broadcast). */
async function reply(userId: string, message: string): Promise<ChatMessage> {
  const sent = nextEvent<ChatMessage>(adminSocket, 'messageSentToUser');
  adminSocket.emit('sendMessageToUser', { userId, message });
  const answered = await sent;
  await new Promise((resolve) => setTimeout(resolve, 100));
  return answered;
}

describe('replies a user has not read', () => {
  it('are mailed once, 15 minutes after the first, then not again until the user has read them', async () => {
    const { user, token } = await registerConfirmed(t.app, t.db, { name: 'Away Ana' });
    await reply(user._id, 'Yes, we have seats on Friday.');
    await reply(user._id, 'Shall I hold two?');

    clock.advance(minutes(14));
    expect(await mail.check()).toBe(0);
    clock.advance(minutes(1));
    expect(await mail.check()).toBe(1);
    const sent = await smtp.take({ to: user.email, subject: 'You have a reply' });
    expect(sent.to).toEqual([user.email]);
    expect(sent.subject).toBe('You have a reply from Tabi Tours support');
    expect(sent.text).toContain('Hello Away Ana,');
    expect(sent.text).toContain('2 messages are waiting for you');
    expect(sent.text).toContain('Open the chat: https://tabi.example/?chat=open');

    // More replies while still unread: no second mail.
    await reply(user._id, 'Are you still there?');
    clock.advance(minutes(30));
    expect(await mail.check()).toBe(0);

    // Once read, a new reply while away is mailed again, 15 minutes later.
    expect((await send(t.app, 'GET', '/api/chat/user/messages', token)).statusCode).toBe(200);
    await reply(user._id, 'Your seats are held.');
    clock.advance(minutes(15));
    expect(await mail.check()).toBe(1);
    expect((await smtp.take({ to: user.email, subject: 'You have a reply' })).text).toContain(
      'a message is waiting for you',
    );
  });

  it('are not mailed when the user was connected, nor when read before the mail was due', async () => {
    const chatMails = () => smtp.received.filter((m) => m.subject.startsWith('You have a reply')).length;
    const before = chatMails();
    const online = await registerConfirmed(t.app, t.db);
    const socket = await connect(url, { token: online.token });
    const shown = nextEvent<ChatMessage>(socket, 'newMessageFromAdmin');
    await reply(online.user._id, 'Seen live');
    await shown;

    const reader = await registerConfirmed(t.app, t.db);
    await reply(reader.user._id, 'Read in time');
    clock.advance(minutes(5));
    await send(t.app, 'GET', '/api/chat/user/messages', reader.token);

    clock.advance(minutes(20));
    expect(await mail.check()).toBe(0);
    expect(chatMails()).toBe(before);
  });

  it('ring the bell of a user who was away, with a link that opens the chat; a user who saw it live gets no notice', async () => {
    const away = await registerConfirmed(t.app, t.db);
    await reply(away.user._id, `Your guide speaks Spanish too. ${'More details follow. '.repeat(10)}`);
    const awayList = await send(t.app, 'GET', '/api/notifications', away.token);
    const [notice] = awayList.json().data;
    expect(notice).toMatchObject({
      type: 'chat_message',
      title: 'New message from support',
      link: '/?chat=open',
    });
    expect(notice.body.startsWith('Your guide speaks Spanish too.')).toBe(true);
    expect(notice.body.length).toBeLessThanOrEqual(140);

    const online = await registerConfirmed(t.app, t.db);
    const socket = await connect(url, { token: online.token });
    const shown = nextEvent<ChatMessage>(socket, 'newMessageFromAdmin');
    await reply(online.user._id, 'Seen live');
    await shown;
    const onlineList = await send(t.app, 'GET', '/api/notifications', online.token);
    expect(onlineList.json().data).toEqual([]);
  });
});

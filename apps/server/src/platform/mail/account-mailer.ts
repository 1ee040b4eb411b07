import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { heldMail, users } from '../../db/schema/index.ts';
import type { Mail, Mailer } from './mailer.ts';

/** A mail written for an account's reader: its name and address are given when it is sent. */
export type AccountMail = (to: { name: string; email: string }) => Mail;

/**
 * Mail to an account, only ever at the account's own address and only once that address is confirmed:
 * until then each mail is kept in `held_mail` (accepted, not lost) and `release` sends it, in order, when
 * the address is confirmed. What a visitor types into a form never chooses a recipient.
 */
export function createAccountMailer({ db, mailer }: { db: Db; mailer: Mailer }) {
  async function recipient(userId: string) {
    const [row] = await db
      .select({ name: users.name, email: users.email, confirmedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  return {
    /**
     * `whenUnconfirmed: 'drop'` is for mail that is only worth reading on time (a reminder before a tour):
     * an address not confirmed yet does not get it later, when it has lost its point.
     */
    async send(
      userId: string,
      write: AccountMail,
      { whenUnconfirmed = 'hold' }: { whenUnconfirmed?: 'hold' | 'drop' } = {},
    ): Promise<void> {
      const account = await recipient(userId);
      if (!account) return;
      const mail = write(account);
      if (account.confirmedAt) return mailer.send(mail);
      if (whenUnconfirmed === 'drop') return;
      await db.insert(heldMail).values({
        userId,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments ?? null,
      });
    },

    /**
     * The address is confirmed: the mail held for it leaves, oldest first. Each is taken under a row lock
     * (skipping rows another process is sending) and deleted once sent, so none is sent twice or lost.
     */
    async release(userId: string): Promise<void> {
      const account = await recipient(userId);
      if (!account?.confirmedAt) return;
      await db.transaction(async (tx) => {
        const held = await tx
          .select()
          .from(heldMail)
          .where(eq(heldMail.userId, userId))
          .orderBy(asc(heldMail.createdAt))
          .for('update', { skipLocked: true });
        for (const mail of held) {
          await mailer.send({
            to: account.email,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
            attachments: mail.attachments ?? undefined,
          });
          await tx.delete(heldMail).where(and(eq(heldMail.id, mail.id), eq(heldMail.userId, userId)));
        }
      });
    },
  };
}

export type AccountMailer = ReturnType<typeof createAccountMailer>;

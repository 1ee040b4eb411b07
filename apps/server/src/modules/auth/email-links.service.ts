import { createHash, randomBytes } from 'node:crypto';
import { emailChangeUndoDays, emailVerificationLinkHours } from '@tabi/contracts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import { AppError, conflict, unauthenticated, validationFailed } from '../../platform/errors.ts';
import type { Mail, Mailer } from '../../platform/mail/mailer.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { emailTaken } from './auth.errors.ts';
import { emailChangeNoticeMail, verificationMail } from './email-links.mail.ts';
import type { EmailLinksRepository } from './email-links.repository.ts';
import type { UserAccounts, UserRow } from './user-accounts.ts';

type Deps = {
  users: Pick<UserAccounts, 'findById'>;
  links: EmailLinksRepository;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  /** Mail leaves after the answer; the server's close waits for it. */
  background: BackgroundTasks;
  /** The sockets of the sessions an undo ends close with them. */
  sockets: Pick<Realtime, 'disconnectUser'>;
  /** After an undo the owner chooses a new password: the reset link is sent to the restored address. */
  sendPasswordReset: (email: string) => Promise<void>;
  /** The mail held for an account until its address was confirmed leaves once it is. */
  releaseHeldMail: (userId: string) => Promise<void>;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hourMs = 3_600_000;

const linkInvalid = (what: string) =>
  validationFailed(`This ${what} link is invalid, already used or expired.`, {
    token: 'Invalid, used or expired link',
  });

/**
 * Links that prove an address: verification after registering and for a new address (single-use,
 * `emailVerificationLinkHours`), and the undo of an address change sent to the old address
 * (`emailChangeUndoDays`). Only each link's SHA-256 is stored.
 */
export function createEmailLinksService(deps: Deps) {
  const { links, mailer, now } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function newLink(
    user: Pick<UserRow, 'id'>,
    purpose: 'verify' | 'undo-change',
    email: string,
    validMs: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    await links.create({
      userId: user.id,
      purpose,
      email,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + validMs),
    });
    return token;
  }

  async function account(userId: string): Promise<UserRow> {
    const user = await deps.users.findById(userId);
    if (!user) throw unauthenticated();
    return user;
  }

  const send = (mail: Mail, failure: string) => deps.background.run(() => mailer.send(mail), failure);

  /** A verification link to `email`: the account's address (`account`) or the new one asked for (`change`). */
  async function sendVerification(user: UserRow, email: string, why: 'account' | 'change'): Promise<void> {
    const token = await newLink(user, 'verify', email, emailVerificationLinkHours * hourMs);
    send(
      verificationMail(email, `${base}/verify-email/${token}`, emailVerificationLinkHours, why),
      'the verification e-mail could not be sent',
    );
  }

  return {
    sendVerification,

    /**
     * Sends the link again: to the pending new address when a change waits, else to the unverified
     * account address. Answers the address it went to.
     */
    async resend(userId: string): Promise<string> {
      const user = await account(userId);
      if (user.pendingEmail) {
        await sendVerification(user, user.pendingEmail, 'change');
        return user.pendingEmail;
      }
      if (user.emailVerifiedAt) throw conflict('Your e-mail address is already confirmed.');
      await sendVerification(user, user.email, 'account');
      return user.email;
    },

    /** Follows a verification link; answers the address it confirmed. */
    async verify(token: string): Promise<string> {
      const result = await links.verify(hashToken(token), now());
      if (result.kind === 'invalid') throw linkInvalid('confirmation');
      if (result.kind === 'email-taken')
        throw new AppError(
          409,
          'CONFLICT',
          'Another account uses this e-mail address now, so it cannot be yours.',
        );
      deps.background.run(() => deps.releaseHeldMail(result.userId), 'the held mail could not be sent');
      return result.email;
    },

    /**
     * The account asks to move to `newEmail`: the new address gets a verification link, the current one
     * a notice with a link that undoes the change. Nothing else changes until the new address confirms.
     */
    async requestChange(user: UserRow, newEmail: string): Promise<void> {
      await links.setPendingEmail(user.id, newEmail, now());
      await sendVerification(user, newEmail, 'change');
      const undo = await newLink(user, 'undo-change', user.email, emailChangeUndoDays * 24 * hourMs);
      send(
        emailChangeNoticeMail(user, newEmail, `${base}/email-change/undo/${undo}`, emailChangeUndoDays),
        'the e-mail change notice could not be sent',
      );
    },

    /** Drops the change of address that waits for its confirmation; answers the account as it is now. */
    async cancelChange(userId: string): Promise<UserRow> {
      const user = await account(userId);
      if (!user.pendingEmail) throw conflict('No change of e-mail address is waiting.');
      await links.setPendingEmail(user.id, null, now());
      return { ...user, pendingEmail: null };
    },

    /**
     * The old address takes the account back (see the repository); its sockets close, and a password
     * reset link goes to it. Answers the restored address.
     */
    async undoChange(token: string): Promise<string> {
      const result = await links.undoChange(hashToken(token), now());
      if (result.kind === 'invalid') throw linkInvalid('undo');
      if (result.kind === 'email-taken') throw emailTaken();
      deps.sockets.disconnectUser(result.userId);
      await deps.sendPasswordReset(result.email);
      return result.email;
    },
  };
}

export type EmailLinksService = ReturnType<typeof createEmailLinksService>;

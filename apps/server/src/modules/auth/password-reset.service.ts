import { createHash, randomBytes } from 'node:crypto';
import { type AuthResponse, passwordResetLinkMinutes } from '@tabi/contracts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { weakPasswordReason } from '../../platform/password-strength.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { accountDisabled, resetLinkInvalid, weakPassword } from './auth.errors.ts';
import { passwordResetMail } from './password-reset.mail.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import type { ClientInfo, IssueSession } from './session-issuer.ts';
import type { UserAccounts } from './user-accounts.ts';

type Deps = {
  users: UserAccounts;
  resets: PasswordResetRepository;
  mailer: Mailer;
  issue: IssueSession;
  /** The sockets of the sessions a reset ends close with them. */
  sockets: Pick<Realtime, 'disconnectUser'>;
  now: () => Date;
  publicUrl: string;
  /** The mail leaves after the answer; the server's close waits for it. */
  background: BackgroundTasks;
  /** A used link confirms the address: the mail held for the account leaves. */
  releaseHeldMail: (userId: string) => Promise<void>;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgotten passwords: a random link by e-mail (only its SHA-256 is stored), single-use, valid for
 * `passwordResetLinkMinutes` by the app's clock. Redeeming it sets the password, ends every session and
 * signs the user in afresh.
 */
export function createPasswordResetService(deps: Deps) {
  const { users, resets, mailer, issue, now } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  return {
    /**
     * Answers the same whether or not the account exists. The mail leaves in the background, so a slow
     * mail server neither delays the answer nor lets its timing reveal that the account exists.
     */
    async request(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || user.disabled) return;
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      await resets.create({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + passwordResetLinkMinutes * 60_000),
      });
      const mail = passwordResetMail(user, `${base}/reset-password/${token}`, passwordResetLinkMinutes);
      deps.background.run(() => mailer.send(mail), 'the password reset e-mail could not be sent');
    },

    async redeem(token: string, password: string, client: ClientInfo): Promise<AuthResponse> {
      // Checked before the link is spent, so a refused password leaves it usable.
      const weak = await weakPasswordReason(password, []);
      if (weak) throw weakPassword('password', weak);
      const passwordHash = await hashPassword(password);
      const userId = await resets.redeem({ tokenHash: hashToken(token), passwordHash, now: now() });
      if (userId) {
        deps.sockets.disconnectUser(userId);
        deps.background.run(() => deps.releaseHeldMail(userId), 'the held mail could not be sent');
      }
      const user = userId ? await users.findById(userId) : undefined;
      if (!user) throw resetLinkInvalid();
      if (user.disabled) throw accountDisabled();
      return issue(user, client);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

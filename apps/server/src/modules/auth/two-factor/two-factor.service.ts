import { createHash, randomInt } from 'node:crypto';
import {
  company,
  policy,
  recoveryCodeAlphabet,
  recoveryCodeCount,
  type TwoFactorDisableBody,
  type TwoFactorSetupBody,
  type TwoFactorSignInBody,
} from '@tabi/contracts';
import { Secret, TOTP } from 'otpauth';
import type { Viewer } from '../../../platform/auth/guard.ts';
import type { SignInChallenges } from '../../../platform/auth/session-tokens.ts';
import type { BackgroundTasks } from '../../../platform/background-tasks.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import type { AccountMailer } from '../../../platform/mail/account-mailer.ts';
import { verifyPassword } from '../../../platform/passwords.ts';
import { currentPasswordNeeded, wrongCurrentPassword } from '../auth.errors.ts';
import { toSessionUser } from '../auth.mapper.ts';
import type { ClientInfo, IssueSession } from '../session-issuer.ts';
import type { UserAccounts, UserRow } from '../user-accounts.ts';
import {
  addressUnconfirmed,
  alreadyOn,
  noSetupWaiting,
  notOn,
  recentSignInRequired,
  secondStepRequired,
  signInExpired,
  wrongCode,
} from './two-factor.errors.ts';
import { recoveryCodeUsedMail, twoFactorOffMail, twoFactorOnMail } from './two-factor.mail.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';

type Deps = {
  users: Pick<UserAccounts, 'findById'>;
  repository: TwoFactorRepository;
  challenges: SignInChallenges;
  /** Opens the session once both steps are passed. */
  issueSession: IssueSession;
  accountMail: Pick<AccountMailer, 'send'>;
  background: BackgroundTasks;
  now: () => Date;
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Ten characters of the recovery alphabet (50 bits), shown in two groups of five. */
function newRecoveryCode(): string {
  const characters = Array.from(
    { length: 10 },
    () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)],
  );
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** The form codes are typed in and stored as: no dash, lower case (as the contracts' code schema gives it). */
const normalised = (code: string) => code.replace('-', '');

/** What proved the second step. */
type Proof = { kind: 'app' } | { kind: 'recovery'; left: number };

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, one step of clock
 * drift either way) and ten one-use recovery codes. Every sign-in path goes through `requireSecondStep`;
 * the second step (`completeSignIn`) opens the session.
 */
export function createTwoFactorService(deps: Deps) {
  const { repository, now } = deps;

  async function account(userId: string): Promise<UserRow> {
    const user = await deps.users.findById(userId);
    if (!user) throw unauthenticated();
    return user;
  }

  const recentSignInMs = policy.recentSignInMinutes * 60_000;

  /**
   * Before the second step changes, the caller proves they are the owner, not someone holding a session
   * left open or copied: with the password, or, on an account that has none (made with Google), with a
   * session opened by a sign-in of the last few minutes.
   */
  async function checkOwner(user: UserRow, session: Viewer, currentPassword: string | undefined) {
    if (!user.passwordHash) {
      const openedAt = await repository.sessionOpenedAt(session.sessionId);
      if (!openedAt || now().getTime() - openedAt.getTime() > recentSignInMs) throw recentSignInRequired();
      return;
    }
    if (!currentPassword) throw currentPasswordNeeded('to change two-step sign-in');
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongCurrentPassword();
  }

  /** The time step of `code` for `secret` now, when it is one of the codes the app may show now. */
  function stepOf(secret: string, code: string): number | undefined {
    const timestamp = now().getTime();
    const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), timestamp, window: 1 });
    return delta === null ? undefined : TOTP.counter({ timestamp }) + delta;
  }

  /** Checks and spends a code of the confirmed app, or a recovery code. */
  async function prove(userId: string, code: string): Promise<Proof> {
    if (/^\d{6}$/.test(code)) {
      const credential = await repository.find(userId);
      const step = credential?.confirmedAt ? stepOf(credential.secret, code) : undefined;
      if (step === undefined || !(await repository.spendStep(userId, step))) throw wrongCode();
      return { kind: 'app' };
    }
    const left = await repository.spendRecoveryCode(userId, hashCode(normalised(code)), now());
    if (left === undefined) throw wrongCode();
    return { kind: 'recovery', left };
  }

  function newRecoveryCodes() {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    return { codes, hashes: codes.map((code) => hashCode(normalised(code))) };
  }

  const mail = (userId: string, write: Parameters<AccountMailer['send']>[1]) =>
    deps.background.run(
      () => deps.accountMail.send(userId, write),
      'a two-step sign-in notice could not be sent',
    );

  return {
    /** Wraps the session issuer of every sign-in path: an account with the second step on gets a challenge instead. */
    requireSecondStep(issue: IssueSession): IssueSession {
      return async (user, client) => {
        if (!user.twoFactorEnabledAt) return issue(user, client);
        throw secondStepRequired(await deps.challenges.sign(user.id, now()));
      };
    },

    /** The second step of a sign-in: the challenge of the first step and a code. */
    async completeSignIn(body: TwoFactorSignInBody, client: ClientInfo) {
      const userId = await deps.challenges.verify(body.challenge, now());
      const user = userId ? await deps.users.findById(userId) : undefined;
      if (!user?.twoFactorEnabledAt || user.disabled) throw signInExpired();
      const proof = await prove(user.id, body.code);
      if (proof.kind === 'recovery') mail(user.id, recoveryCodeUsedMail(proof.left));
      return deps.issueSession(user, client);
    },

    /**
     * A new secret for the user's authenticator app, waiting for its first code. Only for a confirmed
     * address (it is the way back in when the phone is lost), and only for the owner (`checkOwner`).
     * Confirming the app (`enable`) and new recovery codes need a code from the app instead.
     */
    async setup(session: Viewer, body: TwoFactorSetupBody) {
      const user = await account(session.userId);
      if (user.twoFactorEnabledAt) throw alreadyOn();
      if (!user.emailVerifiedAt) throw addressUnconfirmed();
      await checkOwner(user, session, body.currentPassword);
      const secret = new Secret({ size: 20 });
      if (!(await repository.startEnrolment(user.id, secret.base32, now()))) throw alreadyOn();
      const otpauthUrl = new TOTP({ issuer: company.name, label: user.email, secret }).toString();
      return { secret: secret.base32, otpauthUrl };
    },

    /** The app's first code: the second step is on, and the recovery codes are shown (this once). */
    async enable(userId: string, code: string) {
      const credential = await repository.find(userId);
      if (credential?.confirmedAt) throw alreadyOn();
      if (!credential) throw noSetupWaiting();
      const step = /^\d{6}$/.test(code) ? stepOf(credential.secret, code) : undefined;
      if (step === undefined) throw wrongCode();
      const { codes, hashes } = newRecoveryCodes();
      const user = await repository.confirm(userId, credential.secret, step, hashes, now());
      if (!user) throw noSetupWaiting();
      mail(userId, twoFactorOnMail);
      return { recoveryCodes: codes, user: toSessionUser(user) };
    },

    /** New recovery codes for a current code; the earlier ones stop working. */
    async renewRecoveryCodes(userId: string, code: string) {
      const user = await account(userId);
      if (!user.twoFactorEnabledAt) throw notOn();
      await prove(userId, code);
      const { codes, hashes } = newRecoveryCodes();
      await repository.replaceRecoveryCodes(userId, hashes);
      return { recoveryCodes: codes, user: toSessionUser(user) };
    },

    /** Turns the second step off, with a code and the password (a recent sign-in on accounts without one). */
    async disable(session: Viewer, body: TwoFactorDisableBody) {
      const { userId } = session;
      const user = await account(userId);
      if (!user.twoFactorEnabledAt) throw notOn();
      await checkOwner(user, session, body.currentPassword);
      await prove(userId, body.code);
      const updated = await repository.remove(userId);
      mail(userId, twoFactorOffMail);
      return toSessionUser(updated ?? user);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

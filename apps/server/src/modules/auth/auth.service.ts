import { randomBytes } from 'node:crypto';
import type {
  AuthResponse,
  LoginBody,
  RegisterBody,
  SessionUser,
  UpdateDetailsBody,
  UpdatePasswordBody,
} from '@tabi/contracts';
import type { Viewer } from '../../platform/auth/guard.ts';
import type { SessionsRepository } from '../../platform/auth/sessions.repository.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { weakPasswordReason } from '../../platform/password-strength.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import {
  accountDisabled,
  currentPasswordNeeded,
  emailTaken,
  invalidCredentials,
  noPasswordYet,
  weakPassword,
  wrongCurrentPassword,
} from './auth.errors.ts';
import { toSessionUser } from './auth.mapper.ts';
import type { EmailLinksService } from './email-links.service.ts';
import type { ClientInfo, IssueSession } from './session-issuer.ts';
import type { UserAccounts } from './user-accounts.ts';

type Deps = {
  users: UserAccounts;
  sessions: SessionsRepository;
  issue: IssueSession;
  /** The live connections of ended sessions close with them, not at the hub's next re-check. */
  sockets: Pick<Realtime, 'disconnectSession' | 'disconnectUser'>;
  /** Verification of a new account's address, and changes of address. */
  emailLinks: Pick<EmailLinksService, 'sendVerification' | 'requestChange'>;
};

/** Registration, password sign-in, the signed-in user's profile and password, signing out. */
export function createAuthService({ users, sessions, issue, sockets, emailLinks }: Deps) {
  // An unknown e-mail is checked against this hash, so it costs as long as a wrong password does and
  // response times do not tell which addresses have accounts.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return dummyHash;
  };

  async function currentUser(viewer: Viewer) {
    const user = await users.findById(viewer.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  return {
    async register(body: RegisterBody, client: ClientInfo): Promise<AuthResponse> {
      const weak = await weakPasswordReason(body.password, [body.name, body.email]);
      if (weak) throw weakPassword('password', weak);
      const passwordHash = await hashPassword(body.password);
      const user = await users.createIfAbsent({
        name: body.name,
        email: body.email,
        passwordHash,
        role: 'user',
      });
      if (!user) throw emailTaken();
      await emailLinks.sendVerification(user, user.email, 'account');
      return issue(user, client);
    },

    async login(body: LoginBody, client: ClientInfo): Promise<AuthResponse> {
      const user = await users.findByEmail(body.email);
      const passwordHash = user?.passwordHash ?? (await dummy());
      const matches = await verifyPassword(passwordHash, body.password);
      if (!user?.passwordHash || !matches) throw invalidCredentials();
      // Only someone who knows the password learns that the account is disabled.
      if (user.disabled) throw accountDisabled();
      return issue(user, client);
    },

    async me(viewer: Viewer): Promise<SessionUser> {
      return toSessionUser(await currentUser(viewer));
    },

    /**
     * Name, phone, bio and the trip reminders' switch change at once. A new e-mail needs the current password (on an account that
     * has one) and takes effect only once the new address confirms it (`EmailLinksService.requestChange`):
     * whoever holds a session must not be able to move the account to an address of theirs.
     */
    async updateDetails(viewer: Viewer, patch: UpdateDetailsBody): Promise<SessionUser> {
      const { email, currentPassword, ...profile } = patch;
      const user = await currentUser(viewer);
      const newEmail = email !== undefined && email !== user.email ? email : null;
      if (newEmail) {
        if (user.passwordHash) {
          if (!currentPassword) throw currentPasswordNeeded('to change your e-mail address');
          if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongCurrentPassword();
        }
        const holder = await users.findByEmail(newEmail);
        if (holder && holder.id !== user.id) throw emailTaken();
      }
      const changes = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
      let updated = user;
      if (Object.keys(changes).length > 0) {
        const saved = await users.updateProfile(user.id, changes);
        if (!saved) throw unauthenticated();
        updated = saved;
      }
      if (newEmail) {
        await emailLinks.requestChange(updated, newEmail);
        updated = { ...updated, pendingEmail: newEmail };
      }
      return toSessionUser(updated);
    },

    /** The session that changes the password keeps going; every other session of the user ends. */
    async updatePassword(viewer: Viewer, body: UpdatePasswordBody): Promise<void> {
      const user = await currentUser(viewer);
      if (!user.passwordHash) throw noPasswordYet();
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw wrongCurrentPassword();
      const weak = await weakPasswordReason(body.newPassword, [user.name, user.email]);
      if (weak) throw weakPassword('newPassword', weak);
      await users.setPasswordHash(user.id, await hashPassword(body.newPassword));
      await sessions.revokeAllOf(user.id, viewer.sessionId);
      sockets.disconnectUser(user.id, { exceptSession: viewer.sessionId });
    },

    async logout(viewer: Viewer): Promise<void> {
      await sessions.revoke(viewer.sessionId);
      sockets.disconnectSession(viewer.sessionId);
    },

    async logoutEverywhere(viewer: Viewer): Promise<void> {
      await sessions.revokeAllOf(viewer.userId);
      sockets.disconnectUser(viewer.userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

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
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import {
  accountDisabled,
  emailTaken,
  invalidCredentials,
  noPasswordYet,
  wrongCurrentPassword,
} from './auth.errors.ts';
import { toSessionUser } from './auth.mapper.ts';
import type { ClientInfo, IssueSession } from './session-issuer.ts';
import type { UserAccounts } from './user-accounts.ts';

type Deps = {
  users: UserAccounts;
  sessions: SessionsRepository;
  issue: IssueSession;
  /** The live connections of ended sessions close with them, not at the hub's next re-check. */
  sockets: Pick<Realtime, 'disconnectSession' | 'disconnectUser'>;
};

/** Registration, password sign-in, the signed-in user's profile and password, signing out. */
export function createAuthService({ users, sessions, issue, sockets }: Deps) {
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
      const passwordHash = await hashPassword(body.password);
      const user = await users.createIfAbsent({
        name: body.name,
        email: body.email,
        passwordHash,
        role: 'user',
      });
      if (!user) throw emailTaken();
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

    async updateDetails(viewer: Viewer, patch: UpdateDetailsBody): Promise<SessionUser> {
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length === 0) return toSessionUser(await currentUser(viewer));
      const updated = await users.updateProfile(viewer.userId, changes);
      if (updated === 'email-taken') throw emailTaken();
      if (!updated) throw unauthenticated();
      return toSessionUser(updated);
    },

    /** The session that changes the password keeps going; every other session of the user ends. */
    async updatePassword(viewer: Viewer, body: UpdatePasswordBody): Promise<void> {
      const user = await currentUser(viewer);
      if (!user.passwordHash) throw noPasswordYet();
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw wrongCurrentPassword();
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

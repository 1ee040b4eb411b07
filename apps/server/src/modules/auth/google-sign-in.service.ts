import type { AuthResponse } from '@tabi/contracts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import {
  accountDisabled,
  adminNotForGoogle,
  googleAccountConflict,
  googleNotConfigured,
} from './auth.errors.ts';
import type { GoogleIdentity, GoogleVerifier } from './google-verifier.ts';
import type { ClientInfo, IssueSession } from './session-issuer.ts';
import type { UserAccounts, UserRow } from './user-accounts.ts';

type Deps = {
  users: UserAccounts;
  issue: IssueSession;
  now: () => Date;
  /** The sockets of the sessions a claimed account loses close with them. */
  sockets: Pick<Realtime, 'disconnectUser'>;
  /** A claimed account's address is confirmed now: the mail held for it leaves, after the answer. */
  releaseHeldMail: (userId: string) => Promise<void>;
  background: BackgroundTasks;
  /** Absent when GOOGLE_CLIENT_ID is not configured. */
  verify?: GoogleVerifier;
};

/** The spec's fallback for a Google account without a name. */
const fallbackName = 'Google User';
const nameMaxLength = 80;

/**
 * Google sign-in: a verified ID token is exchanged once for one of our sessions. The user is found by
 * Google's account id, else by e-mail, else created (verified: Google vouched for the address). An
 * existing account with a confirmed address is linked; one whose address nobody confirmed is claimed
 * (`claimForGoogle`): whoever registered it with a password never proved the address was theirs, so
 * they must not keep a way into the Google user's account. Google users always have the role `user`,
 * so an administrator account is never reached this way.
 */
export function createGoogleSignInService({
  users,
  issue,
  now,
  sockets,
  releaseHeldMail,
  background,
  verify,
}: Deps) {
  async function findOrCreate(identity: GoogleIdentity): Promise<UserRow> {
    const known = await users.findByGoogleSub(identity.sub);
    if (known) return known;

    const sameEmail = await users.findByEmail(identity.email);
    if (sameEmail) {
      if (sameEmail.role !== 'user') throw adminNotForGoogle();
      if (sameEmail.googleSub && sameEmail.googleSub !== identity.sub) throw googleAccountConflict();
      const google = { googleSub: identity.sub, photoUrl: identity.picture };
      if (sameEmail.emailVerifiedAt) return users.linkGoogle(sameEmail.id, google);
      const claimed = await users.claimForGoogle(sameEmail.id, { ...google, now: now() });
      sockets.disconnectUser(sameEmail.id);
      background.run(() => releaseHeldMail(sameEmail.id), 'the held mail could not be sent');
      return claimed;
    }

    const created = await users.createIfAbsent({
      name: (identity.name ?? fallbackName).slice(0, nameMaxLength),
      email: identity.email,
      role: 'user',
      photoUrl: identity.picture,
      isGoogleUser: true,
      googleSub: identity.sub,
      emailVerifiedAt: now(),
    });
    // Lost a race with a parallel first sign-in of the same account: that one created it.
    return created ?? (await users.findByGoogleSub(identity.sub)) ?? throwConflict();
  }

  return async function signIn(credential: string, client: ClientInfo): Promise<AuthResponse> {
    if (!verify) throw googleNotConfigured();
    const user = await findOrCreate(await verify(credential));
    if (user.role !== 'user') throw adminNotForGoogle();
    if (user.disabled) throw accountDisabled();
    return issue(user, client);
  };
}

function throwConflict(): never {
  throw googleAccountConflict();
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignInService>;

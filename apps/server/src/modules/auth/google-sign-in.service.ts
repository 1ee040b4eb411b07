import type { AuthResponse } from '@tabi/contracts';
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
  /** Absent when GOOGLE_CLIENT_ID is not configured. */
  verify?: GoogleVerifier;
};

/** The spec's fallback for a Google account without a name. */
const fallbackName = 'Google User';
const nameMaxLength = 80;

/**
 * Google sign-in: a verified ID token is exchanged once for one of our sessions. The user is found by
 * Google's account id, else by e-mail (an existing account is linked: Google vouched for the address),
 * else created. Google users always have the role `user`, so an administrator account is never reached
 * this way.
 */
export function createGoogleSignInService({ users, issue, verify }: Deps) {
  async function findOrCreate(identity: GoogleIdentity): Promise<UserRow> {
    const known = await users.findByGoogleSub(identity.sub);
    if (known) return known;

    const sameEmail = await users.findByEmail(identity.email);
    if (sameEmail) {
      if (sameEmail.role !== 'user') throw adminNotForGoogle();
      if (sameEmail.googleSub && sameEmail.googleSub !== identity.sub) throw googleAccountConflict();
      return users.linkGoogle(sameEmail.id, { googleSub: identity.sub, photoUrl: identity.picture });
    }

    const created = await users.createIfAbsent({
      name: (identity.name ?? fallbackName).slice(0, nameMaxLength),
      email: identity.email,
      role: 'user',
      photoUrl: identity.picture,
      isGoogleUser: true,
      googleSub: identity.sub,
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

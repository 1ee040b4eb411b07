import { normalizeUser, type SessionUser } from '../../../session/session-user.ts';

/**
 * The user in an answer of the profile endpoints: `{ success, data }` (a single entity) or
 * `{ success, user }` (the shape of login and /auth/me); both are read.
 */
export function userFromAnswer(answer: { data?: unknown; user?: unknown }): SessionUser {
  const user = normalizeUser(answer.data ?? answer.user);
  if (!user) throw new Error('The answer carried no user');
  return user;
}

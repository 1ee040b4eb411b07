import type { EmailLinkResponse } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/**
 * The links of the account e-mails, followed: POST /api/auth/verify-email confirms an address (the
 * account's, or the pending new one), POST /api/auth/email-change/undo gives the account its old address
 * back. 400 for an unknown, used or expired link, 409 when the address went to another account. Signed
 * in or not: the token is the proof.
 */
export function followEmailLink(kind: 'confirm' | 'undo', token: string) {
  const path = kind === 'confirm' ? '/auth/verify-email' : '/auth/email-change/undo';
  return api.post<EmailLinkResponse>(path, { token }, { endSessionOn401: false });
}

import { company } from '@tabi/contracts';
import { composeMail } from '../../platform/mail/layout.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

const hours = (h: number) => `${h} hour${h === 1 ? '' : 's'}`;
const days = (d: number) => `${d} day${d === 1 ? '' : 's'}`;

/**
 * The link that proves the reader owns this address: after registering (`'account'`), or for the new
 * address of an account (`'change'`). Greeted without a name: whoever typed the address also typed the
 * name, and the address may not be theirs, so nothing of their words reaches it but the link.
 */
export function verificationMail(
  email: string,
  link: string,
  validHours: number,
  why: 'account' | 'change',
): Mail {
  return composeMail({
    to: { name: '', email },
    subject: `Confirm your e-mail address for ${company.name}`,
    body: [
      why === 'account'
        ? `Thank you for creating a ${company.name} account. Please confirm that this address is yours: until then we send no booking e-mails to it.`
        : `You asked to use this address for your ${company.name} account. It replaces your current address once you confirm it.`,
      { action: 'Confirm my e-mail address', href: link },
      `The link works once and expires in ${hours(validHours)}.\nIf you did not ask for this, ignore this e-mail: nothing changes.`,
    ],
  });
}

/** To the address being replaced: what was asked, and the link that takes the account back. */
export function emailChangeNoticeMail(
  to: { name: string; email: string },
  newEmail: string,
  undoLink: string,
  validDays: number,
): Mail {
  return composeMail({
    to,
    subject: `Your ${company.name} e-mail address is being changed`,
    body: [
      `Someone signed in to your ${company.name} account asked to change its e-mail address from ${to.email} to ${newEmail}. The change takes effect once the new address is confirmed.`,
      `If this was you, there is nothing to do. If it was not, undo it: your account keeps ${to.email}, every device is signed out, and we send you a link to choose a new password.`,
      { action: 'This was not me: undo the change', href: undoLink },
      `The link works once, for ${days(validDays)}, also after the change has taken effect.`,
    ],
  });
}

import { company } from '@tabi/contracts';
import { composeMail } from '../../platform/mail/layout.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

/** The password reset e-mail: the single-use link and how long it works. */
export function passwordResetMail(
  to: { name: string; email: string },
  link: string,
  validMinutes: number,
): Mail {
  const validity =
    validMinutes % 60 === 0
      ? `${validMinutes / 60} hour${validMinutes === 60 ? '' : 's'}`
      : `${validMinutes} minutes`;
  return composeMail({
    to,
    subject: `Reset your ${company.name} password`,
    body: [
      `Someone (hopefully you) asked to reset the password of your ${company.name} account.`,
      { action: 'Choose a new password', href: link },
      `The link works once and expires in ${validity}.\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
    ],
  });
}

import { company } from '@tabi/contracts';
import type { AccountMail } from '../../../platform/mail/account-mailer.ts';
import { composeMail } from '../../../platform/mail/layout.ts';

/**
 * Notices of changes to how the account signs in, to its confirmed address: whoever made a change the
 * owner did not make learns nothing from them, and the owner learns at once.
 */
const notice =
  (subject: string, body: string[]): AccountMail =>
  (to) =>
    composeMail({
      to,
      subject,
      body: [
        ...body,
        `If this was not you, reset your password at once ('Forgot password?' on the sign-in page) and write to us at ${company.email}.`,
      ],
    });

export const twoFactorOnMail = notice(`Two-step sign-in is on for your ${company.name} account`, [
  'From now on, signing in asks for a code from your authenticator app after your password. Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
]);

export const twoFactorOffMail = notice(`Two-step sign-in is off for your ${company.name} account`, [
  'Signing in no longer asks for a code from your authenticator app. You can turn it on again in your profile.',
]);

export const recoveryCodeUsedMail = (left: number) =>
  notice(`A recovery code was used to sign in to your ${company.name} account`, [
    `Someone signed in to your account with one of its recovery codes. ${left === 0 ? 'None is left: make new ones in your profile now.' : `${left} unused code${left === 1 ? ' is' : 's are'} left.`}`,
  ]);

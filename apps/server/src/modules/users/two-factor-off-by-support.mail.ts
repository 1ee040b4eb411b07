import { company } from '@tabi/contracts';
import type { AccountMail } from '../../platform/mail/account-mailer.ts';
import { composeMail } from '../../platform/mail/layout.ts';

/**
 * The owner learns at once that support turned their two-step sign-in off (sent to the confirmed
 * address): if they did not ask for it, whoever did is about to try their password. The notices of the
 * owner's own changes live with two-step sign-in (auth module); this one is the admin console's.
 */
export const twoFactorOffBySupportMail: AccountMail = (to) =>
  composeMail({
    to,
    subject: `Two-step sign-in was turned off for your ${company.name} account`,
    body: [
      'Two-step sign-in was turned off by our support team, as asked for when the phone with the authenticator app and the recovery codes were lost. The app and the recovery codes no longer work, and every device signed in to your account was signed out.',
      'Signing in now asks only for your password (or Google). Turn two-step sign-in on again in your profile, with the app on your new phone.',
      `If you did not ask us for this, reset your password at once ('Forgot password?' on the sign-in page) and write to us at ${company.email}.`,
    ],
  });

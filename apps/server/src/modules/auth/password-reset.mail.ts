import { company } from '@tabi/contracts';
import type { Mail } from '../../platform/mail/mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset e-mail, as plain text and as simple HTML (many clients show only one). */
export function passwordResetMail(
  to: { name: string; email: string },
  link: string,
  validMinutes: number,
): Mail {
  const validity =
    validMinutes % 60 === 0
      ? `${validMinutes / 60} hour${validMinutes === 60 ? '' : 's'}`
      : `${validMinutes} minutes`;
  const subject = `Reset your ${company.name} password`;
  const text = [
    `Hello ${to.name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${company.name} account.`,
    'Open this link to choose a new password:',
    '',
    link,
    '',
    `The link works once and expires in ${validity}.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    `${company.name}`,
    `${company.email} · ${company.phone}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
<p>Hello ${escapeHtml(to.name)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(company.name)} account.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #264b8c; color: #fff; border-radius: 6px; text-decoration: none">Choose a new password</a></p>
<p>Or paste this address into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works once and expires in ${validity}.<br>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>${escapeHtml(company.name)}<br>${escapeHtml(company.email)} · ${escapeHtml(company.phone)}</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

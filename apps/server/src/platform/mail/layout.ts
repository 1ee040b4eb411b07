import { company, formattedAddress } from '@tabi/contracts';
import type { Mail } from './mailer.ts';

/**
 * What a mail says, written once: the layout renders it as HTML and as plain text. Many clients show only
 * one of the two, so both come from the same blocks and cannot say different things.
 */
export type MailBlock =
  /** A paragraph; a line break inside it stays a line break in both forms. */
  | string
  /** Label and value pairs: a table in HTML, `Label: value` lines in text. */
  | { facts: (readonly [label: string, value: string])[] }
  /** The reader's own words, quoted line by line. */
  | { quote: string }
  /** The one thing to do next: a button in HTML, `label: address` in text; the address is shown in both. */
  | { action: string; href: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const withBreaks = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Who we are, at the foot of every mail (the company facts from contracts). */
const footer = [company.name, `${company.email} · ${company.phone}`, formattedAddress].join('\n');

function asText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('quote' in block)
    return block.quote
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join('\n');
  return `${block.action}: ${block.href}`;
}

function asHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p>${withBreaks(block)}</p>`;
  if ('facts' in block)
    return `<table style="border-collapse: collapse">\n${block.facts
      .map(
        ([label, value]) =>
          `<tr><th style="text-align: left; font-weight: normal; color: #6b7280; padding: 2px 12px 2px 0; vertical-align: top">${escapeHtml(label)}</th><td style="padding: 2px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('\n')}\n</table>`;
  if ('quote' in block)
    return `<blockquote style="margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #d1d5db; white-space: pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  const href = escapeHtml(block.href);
  return `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #264b8c; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(block.action)}</a></p>
<p>Or paste this address into your browser:<br><a href="${href}">${href}</a></p>`;
}

/** A mail to one reader: greeted by name, the body's blocks, then the company footer. */
export function composeMail(content: {
  to: { name: string; email: string };
  subject: string;
  body: MailBlock[];
}): Mail {
  // No name: the reader is not known to be the account's owner (a link to an address not confirmed yet).
  const greeting = content.to.name ? `Hello ${content.to.name},` : 'Hello,';
  const blocks: MailBlock[] = [greeting, ...content.body, footer];
  return {
    to: content.to.email,
    subject: content.subject,
    text: blocks.map(asText).join('\n\n'),
    html: `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
${blocks.map(asHtml).join('\n')}
</body></html>`,
  };
}

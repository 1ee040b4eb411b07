import { company, formattedAddress } from '@tabi/contracts';
import { describe, expect, it } from 'vitest';
import { composeMail } from './layout.ts';

const mail = composeMail({
  to: { name: 'Ann & Bo', email: 'ann@example.com' },
  subject: 'About <your> trip',
  body: [
    'First line.\nSecond line.',
    { facts: [['Tour', 'Tea & "temples"']] },
    { quote: 'Is it <step-free>?\nThanks' },
    { action: 'See your bookings', href: 'https://tabi.example/bookings?a=1&b=2' },
  ],
});

/** What a reader of the HTML sees: tags dropped, entities read back, one line per line. */
const visible = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('the mail layout', () => {
  it('greets by name, keeps the subject as written and ends with the company footer in both forms', () => {
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: 'About <your> trip' });
    expect(mail.text.startsWith('Hello Ann & Bo,\n\n')).toBe(true);
    expect(
      mail.text.endsWith(`${company.name}\n${company.email} · ${company.phone}\n${formattedAddress}`),
    ).toBe(true);
    expect(visible(mail.html!).slice(-3)).toEqual([
      company.name,
      `${company.email} · ${company.phone}`,
      formattedAddress,
    ]);
  });

  it('escapes what the HTML quotes and leaves the text as written', () => {
    expect(mail.html).toContain('Hello Ann &#38; Bo,');
    expect(mail.html).toContain('Tea &#38; &#34;temples&#34;');
    expect(mail.html).toContain('Is it &#60;step-free&#62;?');
    expect(mail.html).toContain('href="https://tabi.example/bookings?a=1&#38;b=2"');
    expect(mail.html).not.toMatch(/<step-free>|<your>/);
    expect(mail.text).toContain('Tour: Tea & "temples"');
    expect(mail.text).toContain('> Is it <step-free>?\n> Thanks');
    expect(mail.text).toContain('See your bookings: https://tabi.example/bookings?a=1&b=2');
  });

  it('says in the text everything the HTML shows, and the reverse', () => {
    const text = mail.text
      .split('\n')
      .map((line) => line.replace(/^> /, '').trim())
      .filter(Boolean)
      .flatMap((line) => line.split(/: (?=\S)/));
    const html = visible(mail.html!).filter((line) => line !== 'Or paste this address into your browser:');
    expect(new Set(html)).toEqual(new Set(text));
  });
});

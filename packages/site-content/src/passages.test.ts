import { describe, expect, it } from 'vitest';
import { alsoAsked } from './also-asked.ts';
import { cancellationPolicy } from './cancellation-policy.ts';
import { faqGroups } from './faq.ts';
import { helpGuides } from './help.ts';
import { type ContentPassage, passageUrl, sitePassages } from './passages.ts';
import type { PaymentMode } from './payment-wording.ts';
import { policySummary } from './policy-content.ts';
import { privacyPolicy } from './privacy.ts';
import { refundPolicy } from './refund-policy.ts';
import { plainText, richTextMarks } from './rich-text.ts';
import { termsOfService } from './terms.ts';

const modes: PaymentMode[] = ['at-meeting-point', 'online'];

const anchorsOf = (passages: ContentPassage[], path: string) =>
  passages.filter((passage) => passage.path === path).map((passage) => passage.anchor);

describe.each(modes)('sitePassages(%s)', (mode) => {
  const passages = sitePassages(mode);

  it('has a passage for every FAQ question, help guide and policy section', () => {
    const faqIds = faqGroups[mode].flatMap((group) => group.items.map((item) => item.id));
    expect(anchorsOf(passages, '/faq')).toEqual(faqIds);
    expect(anchorsOf(passages, '/help')).toEqual(
      expect.arrayContaining(helpGuides[mode].map((guide) => guide.id)),
    );
    const policies = {
      '/cancellation-policy': cancellationPolicy[mode],
      '/refund-policy': refundPolicy[mode],
      '/privacy': privacyPolicy,
      '/terms': termsOfService[mode],
    };
    for (const [path, content] of Object.entries(policies)) {
      expect(anchorsOf(passages, path)).toEqual([
        policySummary.id,
        ...content.sections.map((section) => section.id),
      ]);
    }
  });

  it("gives each passage the travellers' wordings kept for its address, and keeps none for an address gone", () => {
    const published = new Set(passages.map(passageUrl));
    expect(Object.keys(alsoAsked).filter((url) => !published.has(url))).toEqual([]);
    for (const passage of passages)
      expect(passage.alsoAsked, passageUrl(passage)).toEqual(alsoAsked[passageUrl(passage)]);
  });

  it('gives each passage of a page its own anchor', () => {
    for (const path of new Set(passages.map((passage) => passage.path))) {
      const anchors = anchorsOf(passages, path);
      expect(new Set(anchors).size, path).toBe(anchors.length);
    }
  });

  it('writes every passage as text in the marks, with links that go somewhere', () => {
    for (const { path, anchor, pageTitle, heading, body } of passages) {
      const where = `${path}#${anchor}`;
      expect(pageTitle, where).not.toBe('');
      expect(heading, where).not.toBe('');
      expect(body, where).not.toBe('');
      for (const text of [heading, body]) {
        expect(text, where).not.toMatch(/<|undefined|\[object/);
        // A mark left half-written would show its brackets or asterisks to the reader.
        expect(plainText(text), where).not.toMatch(/\]\(|\*\*/);
      }
      for (const [, , href] of body.matchAll(richTextMarks)) {
        if (href) expect(href, where).toMatch(/^(\/|#|mailto:|tel:\+|https:\/\/)/);
      }
    }
  });
});

it('points to the same places in either payment mode', () => {
  const places = (mode: PaymentMode) =>
    sitePassages(mode).map((passage) => `${passage.path}#${passage.anchor}`);
  expect(places('online')).toEqual(places('at-meeting-point'));
});

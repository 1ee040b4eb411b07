import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { configAnswer, fakeApi, onlinePayments } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { AboutPage } from './about-page.tsx';
import { CancellationPolicyPage } from './cancellation-policy-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { FeaturePage } from './feature-page.tsx';
import { HelpPage } from './help-page.tsx';
import { RefundPolicyPage } from './refund-policy-page.tsx';
import { TermsPage } from './terms-page.tsx';

/*
 * The content pages say how travellers pay as the server's config says: at the meeting point without a
 * Stripe key, by card when booking with one. Each page is read in both modes.
 */

const { handlers } = fakeApi({ '/api/config': () => configAnswer() });

const payOnline = () => {
  handlers['GET /api/config'] = () => configAnswer({ payments: onlinePayments });
};

/** Renders the page alone; resolves once its config has been read and the page has rendered with it. */
async function renderRead(path: string, Component: ComponentType) {
  renderRoutes([{ path, Component }], path);
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(fetch).toHaveResolved());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const pageText = () => document.body.textContent ?? '';

/** Anything that tells a traveller the money changes hands at the meeting point. */
const paysAtMeetingPoint = /(pay|paid)[^.]*at the meeting point/i;

const pages: { path: string; Component: ComponentType; meetingPoint: RegExp; online: RegExp }[] = [
  {
    path: '/help',
    Component: HelpPage,
    meetingPoint: /Nothing is charged now: you pay at the meeting point\./,
    online: /pay the total by card on Stripe's secure page: your seats are held for 30 minutes/,
  },
  {
    path: '/terms',
    Component: TermsPage,
    meetingPoint: /you pay your guide at the meeting point on the day, before the tour starts\./,
    online: /The price is charged by card when you book, through our payment provider Stripe\./,
  },
  {
    path: '/cancellation-policy',
    Component: CancellationPolicyPage,
    meetingPoint: /Most of our tours are paid in person at the meeting point on the day\./,
    online: /a free cancellation refunds the whole amount to that card\./,
  },
  {
    path: '/refund-policy',
    Component: RefundPolicyPage,
    meetingPoint: /if you paid in cash at the meeting point, we write to you/,
    online:
      /for a later cancellation our team may refund part of it\. The e-mail about the refund states the amount\./,
  },
  {
    path: '/about',
    Component: AboutPage,
    meetingPoint: /You pay at the meeting point, and you can cancel free of charge/,
    online: /You pay by card when you book, on Stripe's secure page, and you can cancel free of charge/,
  },
  {
    path: '/features/customized-tours',
    Component: FeaturePage,
    meetingPoint: /and pay at the meeting point, as on our group tours\./,
    online: /On the day you meet your guide; your day plan says how and when you pay\./,
  },
  {
    path: '/features/free-cancellation',
    Component: FeaturePage,
    meetingPoint: /You pay at the meeting point, on the day\./,
    online: /You pay by card when you book, through Stripe, so a refund goes straight back to that card\./,
  },
];

describe('how the content pages say travellers pay', () => {
  for (const { path, Component, meetingPoint, online } of pages) {
    it(`${path}: at the meeting point without a Stripe key`, async () => {
      await renderRead(path, Component);
      expect(pageText()).toMatch(meetingPoint);
      expect(pageText()).not.toMatch(online);
    });

    it(`${path}: by card when booking with online payment`, async () => {
      payOnline();
      await renderRead(path, Component);
      await waitFor(() => expect(pageText()).toMatch(online));
      expect(pageText()).not.toMatch(meetingPoint);
      expect(pageText()).not.toMatch(paysAtMeetingPoint);
    });
  }

  /** Opens the FAQ's payment questions and returns the page's text and its meta description. */
  async function faqPayment() {
    await renderRead('/faq', FaqPage);
    for (const name of [
      'When do I pay?',
      /^My booking says/,
      'How do refunds work?',
      /^What if I cancel less/,
    ])
      fireEvent.click(screen.getByRole('button', { name }));
    return {
      text: pageText(),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    };
  }

  it('/faq: at the meeting point without a Stripe key', async () => {
    const { text, description } = await faqPayment();
    expect(description).toMatch(/booking, paying at the meeting point, free cancellation/);
    expect(text).toMatch(/On the day, at the meeting point\. Nothing is charged when you book online/);
    expect(text).toMatch(/My booking says "pay at the meeting point"\. Is something wrong\?/);
    expect(text).toMatch(/Since you pay at the meeting point, most cancellations involve no money at all\./);
    expect(text).not.toMatch(/Stripe/);
  });

  it('/faq: by card when booking, the hold, the e-mail and refunds to the card with online payment', async () => {
    payOnline();
    const { text, description } = await faqPayment();
    expect(description).toMatch(/booking, paying by card, free cancellation/);
    expect(text).toMatch(
      /When you book\. After you confirm, you pay the total by card on Stripe's secure page/,
    );
    expect(text).toMatch(/your seats are held for 30 minutes/);
    expect(text).toMatch(/Your confirmation e-mail shows the amount, the card and Stripe's receipt\./);
    expect(text).toMatch(/My booking says "Awaiting payment"\. Is something wrong\?/);
    expect(text).toMatch(/Refunds go back to the card you paid with\./);
    expect(text).toMatch(/a refund to your card, in full or in part, is possible but not guaranteed/);
    expect(text).not.toMatch(paysAtMeetingPoint);

    // The filter searches the words shown: the online answers.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), {
      target: { value: 'stripe' },
    });
    expect(screen.getByRole('button', { name: 'When do I pay?' })).toBeInTheDocument();
  });
});

import { company, formattedAddress, limits, policy } from '@tabi/contracts';
import { byPaymentMode } from './payment-wording.ts';
import type { PolicyContent } from './policy-content.ts';

const mail = `[${company.email}](mailto:${company.email})`;
const free = policy.freeCancellationHours;
const cutoff = policy.bookingCutoffHours;
const childShare = Math.round(policy.defaultChildPriceShare * 100);

/** The terms in each payment mode: only the payment clause differs (payment-wording.ts). */
export const termsOfService = byPaymentMode(
  (pay): PolicyContent => ({
    title: 'Terms of Service',
    description:
      'The agreement between you and Tabi Tours when you create an account, book a tour, join it and write about it.',
    lastUpdated: '2026-11-20',
    summary: [
      'Your booking is with Tabi Tours, and the price you see when you book is the price you pay.',
      `Bookings close ${cutoff} hours before the start; cancel free of charge up to ${free} hours before.`,
      'Please arrive on time, follow your guide’s safety instructions and respect the places we visit.',
      'Reviews must describe your own experience. The AI assistant can be wrong: the tour page is what counts.',
      'Japanese law applies, and the Kyoto District Court hears disputes, without taking away the protection your own country’s consumer law gives you.',
    ],
    sections: [
      {
        id: 'about',
        title: 'About these terms',
        blocks: [
          `These terms are an agreement between you and ${company.legalName} ("Tabi Tours", "we"), ${formattedAddress}. They apply when you use this website, create an account, book a tour or take part in one. Together with our [Cancellation Policy](/cancellation-policy), [Refund Policy](/refund-policy) and [Privacy Policy](/privacy), they are the whole agreement.`,
          'We have tried to write them plainly. If anything is unclear, ask us before you book.',
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        blocks: [
          {
            list: [
              'You must be 18 or older to create an account and book.',
              'Give your real name and an e-mail address you read: we use them to confirm your bookings and to reach you about changes.',
              'Keep your password to yourself. If you think someone else has used your account, change your password, use "Sign out everywhere" on your profile and tell us.',
              'We may suspend an account that is used to harass others, post unlawful content, make bookings in bad faith or attack the site. We will tell you why, unless the law forbids it.',
            ],
          },
        ],
      },
      {
        id: 'booking',
        title: 'Booking a tour',
        blocks: [
          {
            list: [
              'Each tour page states the meeting point, start time, duration, what is included and excluded, the languages and the largest group size.',
              `One booking can include up to ${limits.bookingMaxParticipants} travellers, and never more than the seats left on that date. For larger groups, [contact us](/contact).`,
              `Bookings close ${cutoff} hours before the departure starts.`,
              'Tours marked with instant confirmation are confirmed as soon as you book. Others are confirmed by our team, usually within one working day; until then the booking shows as pending, and your seats are held.',
              'The person who books is the lead traveller, confirms that everyone in the group accepts these terms, and is the one we contact about the booking.',
            ],
          },
        ],
      },
      {
        id: 'prices',
        title: 'Prices and payment',
        blocks: [
          {
            list: [
              'Prices are per person, in the currency shown. The price of an adult and a child and the total are fixed when you book: a later change of price does not affect your booking.',
              `Children pay ${childShare}% of the adult price unless the tour page says otherwise. Tell us their ages so we can prepare child seats where a vehicle is used.`,
              pay.termsPaymentClause,
              'What the price includes is listed on each tour page. Anything not listed there, such as personal purchases, extra food and drink, or travel to the meeting point, is not included.',
            ],
          },
        ],
      },
      {
        id: 'cancellations',
        title: 'Cancellations and refunds',
        blocks: [
          `You can cancel free of charge up to ${free} hours before the start. Later cancellations are possible too; if you have already paid, our team decides the refund. If we cancel a tour, for weather, safety or any other reason, you get a full refund. The details are in the [Cancellation Policy](/cancellation-policy) and the [Refund Policy](/refund-policy), which are part of these terms.`,
        ],
      },
      {
        id: 'on-the-tour',
        title: 'On the tour',
        blocks: [
          {
            list: [
              'Be at the meeting point on time. The guide waits up to 15 minutes where the schedule allows, then the group leaves.',
              'Follow your guide’s and drivers’ instructions about safety, and the rules of the temples, shrines, gardens and homes we visit (photography, dress, silence).',
              'Tell us about health conditions, allergies, mobility or access needs when you book (in the special requests), so we can tell you honestly whether a tour suits you and prepare for it.',
              'The guide may change the order of stops, replace a visit with a similar one or shorten a walk because of weather, crowds, closures or the group’s safety.',
              'A guide may refuse to take, or ask to leave, anyone who is drunk, aggressive or puts others in danger. Whether any refund is due is then decided by our team.',
            ],
          },
          'Some tours travel by train, ferry or other public transport run by other companies. Their own conditions of carriage apply, and we cannot control their delays; your guide will adjust the day as best as possible.',
        ],
      },
      {
        id: 'insurance',
        title: 'Health, safety and insurance',
        blocks: [
          'Some of our tours involve long walks, stairs, hiking, swimming or snow. The tour page describes what to expect; please judge honestly whether it suits you. We strongly recommend travel insurance that covers medical costs and cancellation.',
        ],
      },
      {
        id: 'reviews',
        title: 'Reviews, pictures and messages',
        blocks: [
          {
            list: [
              'Reviews must be about a tour you took part in, honest, and your own words. Reviews by travellers with a confirmed booking are marked as verified.',
              'Do not post anything unlawful, hateful, or anyone’s personal details, and only pictures you took or have the right to share, without recognisable strangers where you can avoid it.',
              'You keep the rights to what you write and photograph. You allow us to show it on this website, free of charge, for as long as it stays published. You can delete your reviews at any time.',
              'We do not remove reviews because they are critical. We remove content that breaks these rules, and we tell the author why.',
            ],
          },
        ],
      },
      {
        id: 'assistant',
        title: 'The AI assistant and support chat',
        blocks: [
          'The AI travel assistant answers general questions quickly, but it can be wrong. Prices, times, availability and the conditions on the tour page and in your confirmation are what count, not the assistant’s answers. Our team in the support chat and by e-mail can confirm anything important.',
        ],
      },
      {
        id: 'liability',
        title: 'Our responsibility to you',
        blocks: [
          'We run our tours with care, with licensed guides, licensed and insured vehicles and professional drivers. If we fail to deliver a tour as described, we will put it right or refund you.',
          'We are not responsible for losses we could not reasonably foresee, for events outside our control (such as natural disasters, epidemics, strikes, or the decisions of authorities and transport operators), or for services you book separately from us.',
          'Nothing in these terms limits our liability for death or injury caused by our negligence, for harm caused intentionally or through gross negligence, or any other liability that Japanese law, including the Consumer Contract Act, does not allow us to limit.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        blocks: [
          'We may update these terms, and we change the date at the top of this page when we do. A booking is governed by the terms in force on the day it was made.',
        ],
      },
      {
        id: 'law',
        title: 'Governing law and disputes',
        blocks: [
          'These terms are governed by the laws of Japan. If a dispute cannot be settled by talking to us, the Kyoto District Court has exclusive jurisdiction in the first instance.',
          'If you are a consumer living outside Japan, this does not take away the protection that the mandatory law of your country gives you, nor your right to bring a claim there where that law allows it.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [`${company.legalName}, ${formattedAddress}. ${mail}, ${company.phone}.`],
      },
    ],
  }),
);

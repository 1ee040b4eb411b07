import { company, formattedAddress, policy } from '@tabi/contracts';
import { describe, expect, it } from 'vitest';
import type { PolicyFacts } from '../assistant-tools.ts';
import { paymentAnswer, refundAnswer } from './service-answers.ts';

const policiesWith = (payment: PolicyFacts['payment']): PolicyFacts => ({
  freeCancellationHours: policy.freeCancellationHours,
  bookingCutoffHours: policy.bookingCutoffHours,
  defaultChildPriceShare: policy.defaultChildPriceShare,
  payment,
  currency: 'USD',
  company: { name: company.name, email: company.email, phone: company.phone, address: formattedAddress },
});

describe('how to pay, as the built-in assistant says it', () => {
  it('says the guide is paid at the meeting point when there is no online payment', () => {
    const policies = policiesWith({ mode: 'at-meeting-point' });
    expect(paymentAnswer(policies)).toMatch(/pay your guide at the meeting point/);
    expect(refundAnswer(policies)).toMatch(/paid at the meeting point/);
  });

  it('says the card is charged when booking, with the hold, when Stripe is on', () => {
    const policies = policiesWith({ mode: 'online', holdMinutes: policy.paymentHoldMinutes });
    const answer = paymentAnswer(policies);
    expect(answer).toMatch(/pay by card when you book/);
    expect(answer).toContain(`held for ${policy.paymentHoldMinutes} minutes`);
    expect(answer).not.toMatch(/meeting point/);
    expect(refundAnswer(policies)).toMatch(/back to the card you paid with/);
    expect(refundAnswer(policies)).not.toMatch(/meeting point/);
  });
});

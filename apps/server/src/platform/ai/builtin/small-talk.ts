import type { PolicyFacts } from '../assistant-tools.ts';

/** Greetings, thanks and questions outside what we do: short, friendly, and back to travelling with us. */

const examples =
  '"food tours in Osaka under $100", "something for 2 adults and a child in Kyoto on Saturday"';

export function greetingAnswer(policies: PolicyFacts): string {
  return `Hello! I'm the ${policies.company.name} travel assistant. I can find tours by place, date, budget or group, tell you what a tour includes and when it has seats, and explain booking and cancelling. Where in Japan would you like to go?`;
}

export function capabilitiesAnswer(policies: PolicyFacts): string {
  return [
    `I'm the ${policies.company.name} travel assistant. I can:`,
    `- find tours by city or region, kind, budget, length, date and group (try ${examples})`,
    '- tell you what a tour includes, where it meets, how long it lasts and how it is rated',
    '- check free dates and seats, and price your group',
    '- explain booking, cancellation and refunds, and show your own bookings when you are signed in',
    '- put you in touch with our team',
  ].join('\n');
}

export function botAnswer(policies: PolicyFacts): string {
  return `I'm the ${policies.company.name} travel assistant, a program that answers from our tours and pages, not a person.`;
}

export function thanksAnswer(): string {
  return "You're welcome! Anything else I can help you plan?";
}

export function goodbyeAnswer(policies: PolicyFacts): string {
  return `Enjoy Japan, and thank you for choosing ${policies.company.name}!`;
}

export function outOfScopeAnswer(subject: string, policies: PolicyFacts): string {
  return `${outOfScopeLine(subject, policies)} For anything else, our team is at ${policies.company.email}. Can I find you a tour? Try ${examples}.`;
}

export function outOfScopeLine(subject: string, policies: PolicyFacts): string {
  return `I'm sorry, I can't help with ${subject}: I only know the tours and bookings of ${policies.company.name}.`;
}

export function notUnderstoodAnswer(): string {
  return `Sorry, I'm not sure what you mean. I can find tours (try ${examples}), tell you about a tour, check its free dates, or explain booking and cancelling.`;
}

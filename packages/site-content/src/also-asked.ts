/**
 * Our pages' questions as travellers put them in other words: the assistant's index searches these like the
 * passage's own heading ("what if we miss the meeting time?" is the FAQ's "What if I am running late?"),
 * and no page shows them. Keyed by where the passage is published (`/faq#running-late`, `/contact`); a test
 * checks that each key is a published passage, so a renamed anchor cannot leave its wordings behind.
 */
export const alsoAsked: Readonly<Record<string, readonly string[]>> = {
  '/faq#instant-confirmation': [
    'Will I get a confirmation e-mail after booking?',
    'My booking says received, not confirmed',
  ],
  '/faq#group-size': ['What is the most people on one booking?', 'How many people can book together?'],
  '/faq#booking-reference': ['Is that an O or a zero in my booking reference?'],
  '/faq#waitlist': ['How does the waitlist work?', 'What if no seats are left?'],
  '/faq#wishlist': ['Where is my wishlist?', 'How do I keep a list of tours I like?'],
  '/faq#refunds': ['My refund was denied, what can I do?', 'How long does a refund decision take?'],
  '/faq#change-booking': ['Can I add one more person to my booking?', 'Can I move my tour to another day?'],
  '/faq#we-cancel': ['What if the tour is cancelled because of the weather?'],
  '/faq#meeting-point': ['How do I find the meeting point?', 'Where does the tour start?'],
  '/faq#ticket': [
    'How do I check in at the meeting point?',
    'Where do I find the QR code for my tour?',
    'Can I show the ticket on my phone?',
  ],
  '/faq#calendar': ['How do I put the tour in Google Calendar?', 'Is there a calendar file for my booking?'],
  '/faq#reminders': [
    'Do you send a reminder the day before?',
    'How do I stop the reminder e-mails?',
    'Can I turn off the review requests?',
  ],
  '/faq#running-late': [
    'What if we miss the meeting time?',
    'We overslept and missed the tour',
    'Will the guide wait for us?',
  ],
  '/faq#what-to-bring': ['Should I bring cash in yen?', 'What should I pack for a day of touring?'],
  '/faq#need-account': ['Do I need an account to book?', 'How old do you have to be to book?'],
  '/faq#notifications': ['What does the bell at the top of the page do?'],
  '/faq#talk-before-booking': ['Can I speak to a planner before booking?'],
};

import { limits, policy } from '@tabi/contracts';
import { assistantSuggestions, quotedQuestions } from './assistant-suggestions.ts';
import { byPaymentMode } from './payment-wording.ts';

/** The help page's title and meta description. */
export const helpPage = {
  title: 'Help and Support',
  description:
    'Step-by-step guides: booking a tour, cancelling, refunds, your account, live chat and the AI travel assistant.',
};

/**
 * One task of a guide: a short numbered list of steps (texts in the marks of rich-text.ts). When a guide
 * has several, each has a heading, and an `id` that is its address on the help page (`/help#<id>`).
 */
export type HelpTask = { steps: readonly string[] } & ({ title?: undefined } | { title: string; id: string });

/** The guides of the help page, in their order; the web gives each its icon by this id. */
export type HelpGuideId =
  | 'booking-a-tour'
  | 'cancelling-a-booking'
  | 'refunds'
  | 'your-account'
  | 'live-chat'
  | 'ai-assistant';

/** A how-to guide: `id` is its address on the help page (`/help#<id>`). */
export type HelpGuide = {
  id: HelpGuideId;
  title: string;
  /** One line under the title, also shown in the jump list. */
  summary: string;
  tasks: readonly HelpTask[];
  /** A closing line: where the rules live, what to do next. */
  note?: string;
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The guides in each payment mode: only the payment steps differ (payment-wording.ts). */
export const helpGuides = byPaymentMode((pay): HelpGuide[] => [
  {
    id: 'booking-a-tour',
    title: 'Booking a tour',
    summary: 'From choosing a tour to your booking reference, in about two minutes.',
    tasks: [
      {
        steps: [
          'Browse [all tours](/tours): search for a city or an interest, narrow the list by category or price, and open the tour you like.',
          'Check the essentials on its page: the duration, the meeting point, the languages, what is included, the maximum group size and the price for children.',
          'Press **Book now**. If you are not signed in yet, sign in or create an account (Google works too) and you come straight back to the booking.',
          `Choose a date in the calendar. Full dates, and dates that start within ${policy.bookingCutoffHours} hours, cannot be chosen; start times are in Japan time (JST).`,
          'Set the number of adults and children, and give the name, e-mail and phone number your guide can reach you on. Add any special requests: dietary needs, mobility, a celebration.',
          pay.helpConfirmStep,
        ],
      },
    ],
    note: 'Your bookings are on [My bookings](/bookings) at any time.',
  },
  {
    id: 'cancelling-a-booking',
    title: 'Cancelling a booking',
    summary: `Free up to ${policy.freeCancellationHours} hours before the start, and done in a minute.`,
    tasks: [
      {
        steps: [
          'Sign in and open [My bookings](/bookings).',
          'Find the booking. Under it you see until when (in Japan time) cancelling is free.',
          'Press **Cancel booking**. The dialog tells you whether this cancellation is free or late, and what happens to any payment.',
          `Tell us why in a few words (${limits.cancelReasonMin} to ${limits.cancelReasonMax} characters) and press Cancel booking again to confirm. Keep booking closes the dialog without changing anything.`,
          'The booking now shows Cancelled and its seats are released. A notification and an e-mail confirm it.',
        ],
      },
    ],
    note: 'The rules are in our [cancellation policy](/cancellation-policy).',
  },
  {
    id: 'refunds',
    title: 'Refunds',
    summary: pay.helpRefundsSummary,
    tasks: [
      {
        steps: [
          pay.helpRefundsFirstStep,
          `If you have paid and cancel at least ${policy.freeCancellationHours} hours before the start, a full refund is requested for you as you cancel.`,
          'If you have paid and cancel later, your refund request goes to our team, who review it case by case. Your reason for cancelling helps them decide.',
          'Watch the bell in the header: you are notified, and e-mailed, when the refund is approved or denied, with any note from our team.',
          'On [My bookings](/bookings), a refunded booking shows **Refunded**. Any question? [Contact us](/contact) with your booking reference.',
        ],
      },
    ],
    note: 'The details are in our [refund policy](/refund-policy).',
  },
  {
    id: 'your-account',
    title: 'Your account',
    summary: 'Your details, photo and password, and signing out everywhere.',
    tasks: [
      {
        id: 'change-details',
        title: 'Change your name, e-mail or phone',
        steps: [
          'Open [your profile](/profile) from the menu under your name.',
          'Under Personal details, change what you need: your name, e-mail, phone or a few words about you.',
          'Press Save changes.',
        ],
      },
      {
        id: 'change-photo',
        title: 'Add or change your photo',
        steps: [
          'Go to [Photo](/profile#photo) on your profile.',
          `Press Upload a photo (or Change photo) and choose a JPEG, PNG, WebP or GIF of up to ${megabytes(limits.avatarMaxBytes)}; we crop it to a square.`,
          'Press Save photo. It appears in the header and next to your reviews. Remove takes it off again.',
        ],
      },
      {
        id: 'change-password',
        title: 'Change your password',
        steps: [
          'Go to [Password](/profile#password) on your profile.',
          `Enter your current password, then the new one (at least ${limits.passwordMinLength} characters) twice.`,
          'Press Change password. Your other devices are signed out; this one stays signed in.',
          'Forgotten your password? Use [Forgot password?](/forgot-password) instead. Signed up with Google? Your account has no password here: Google confirms it is you.',
        ],
      },
      {
        id: 'sign-out-everywhere',
        title: 'Sign out everywhere',
        steps: [
          'Go to [Sessions](/profile#sessions) on your profile.',
          'Press Sign out everywhere and confirm. Every session of your account ends, this one included.',
          'Sign in again on the devices you still use.',
        ],
      },
    ],
  },
  {
    id: 'live-chat',
    title: 'Live chat',
    summary: 'Talk to our team in Kyoto when you are signed in.',
    tasks: [
      {
        steps: [
          '[Sign in](/login).',
          'Open the menu under your name at the top right (on a phone, the menu button) and choose Live Chat Support.',
          `Write your question, up to ${limits.liveChatMessageMax} characters a message. If it is about a booking, add its reference.`,
          'A member of our team answers in the same window. Close it whenever you like.',
        ],
      },
    ],
    note: 'Not signed in? Use the form on [the contact page](/contact) instead.',
  },
  {
    id: 'ai-assistant',
    title: 'The AI travel assistant',
    summary: 'Quick answers for everyone, signed in or not.',
    tasks: [
      {
        steps: [
          'Press **Need Help?** at the bottom right of any page.',
          `Ask in your own words, for example ${quotedQuestions(assistantSuggestions.help)}`,
          'Follow the links it gives you to tours and pages.',
          'For your own booking, a refund or anything urgent, use live chat or [contact us](/contact): a person will help.',
          'Close the assistant with its close button or the Escape key.',
        ],
      },
    ],
    note: 'Quick answers to common questions are also in the [FAQ](/faq).',
  },
]);

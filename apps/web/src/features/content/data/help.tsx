import { limits, policy } from '@tabi/contracts';
import {
  Bot,
  CalendarCheck2,
  CircleUserRound,
  type LucideIcon,
  MessageCircle,
  ReceiptText,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { byPaymentMode } from './payment-wording.tsx';

/** One task of a guide: a short numbered list of steps, with a heading when a guide has several. */
export type HelpTask = { title?: string; steps: ReactNode[] };

/** A how-to guide: `id` is its address on the help page (`/help#<id>`). */
export type HelpGuide = {
  id: string;
  title: string;
  icon: LucideIcon;
  /** One line under the title, also shown in the jump list. */
  summary: string;
  tasks: HelpTask[];
  /** A closing line: where the rules live, what to do next. */
  note?: ReactNode;
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The guides in each payment mode: only the payment steps differ (payment-wording.tsx). */
export const helpGuides = byPaymentMode((pay): HelpGuide[] => [
  {
    id: 'booking-a-tour',
    title: 'Booking a tour',
    icon: CalendarCheck2,
    summary: 'From choosing a tour to your booking reference, in about two minutes.',
    tasks: [
      {
        steps: [
          <>
            Browse <Link to="/tours">all tours</Link>: search for a city or an interest, narrow the list by
            category or price, and open the tour you like.
          </>,
          'Check the essentials on its page: the duration, the meeting point, the languages, what is included, the maximum group size and the price for children.',
          <>
            Press <strong>Book now</strong>. If you are not signed in yet, sign in or create an account
            (Google works too) and you come straight back to the booking.
          </>,
          `Choose a date in the calendar. Full dates, and dates that start within ${policy.bookingCutoffHours} hours, cannot be chosen; start times are in Japan time (JST).`,
          'Set the number of adults and children, and give the name, e-mail and phone number your guide can reach you on. Add any special requests: dietary needs, mobility, a celebration.',
          pay.helpConfirmStep,
        ],
      },
    ],
    note: (
      <>
        Your bookings are on <Link to="/bookings">My bookings</Link> at any time.
      </>
    ),
  },
  {
    id: 'cancelling-a-booking',
    title: 'Cancelling a booking',
    icon: Undo2,
    summary: `Free up to ${policy.freeCancellationHours} hours before the start, and done in a minute.`,
    tasks: [
      {
        steps: [
          <>
            Sign in and open <Link to="/bookings">My bookings</Link>.
          </>,
          'Find the booking. Under it you see until when (in Japan time) cancelling is free.',
          <>
            Press <strong>Cancel booking</strong>. The dialog tells you whether this cancellation is free or
            late, and what happens to any payment.
          </>,
          `Tell us why in a few words (${limits.cancelReasonMin} to ${limits.cancelReasonMax} characters) and press Cancel booking again to confirm. Keep booking closes the dialog without changing anything.`,
          'The booking now shows Cancelled and its seats are released. A notification and an e-mail confirm it.',
        ],
      },
    ],
    note: (
      <>
        The rules are in our <Link to="/cancellation-policy">cancellation policy</Link>.
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    icon: ReceiptText,
    summary: pay.helpRefundsSummary,
    tasks: [
      {
        steps: [
          pay.helpRefundsFirstStep,
          `If you have paid and cancel at least ${policy.freeCancellationHours} hours before the start, a full refund is requested for you as you cancel.`,
          'If you have paid and cancel later, your refund request goes to our team, who review it case by case. Your reason for cancelling helps them decide.',
          'Watch the bell in the header: you are notified, and e-mailed, when the refund is approved or denied, with any note from our team.',
          <>
            On <Link to="/bookings">My bookings</Link>, a refunded booking shows <strong>Refunded</strong>.
            Any question? <Link to="/contact">Contact us</Link> with your booking reference.
          </>,
        ],
      },
    ],
    note: (
      <>
        The details are in our <Link to="/refund-policy">refund policy</Link>.
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    icon: CircleUserRound,
    summary: 'Your details, photo and password, and signing out everywhere.',
    tasks: [
      {
        title: 'Change your name, e-mail or phone',
        steps: [
          <>
            Open <Link to="/profile">your profile</Link> from the menu under your name.
          </>,
          'Under Personal details, change what you need: your name, e-mail, phone or a few words about you.',
          'Press Save changes.',
        ],
      },
      {
        title: 'Add or change your photo',
        steps: [
          <>
            Go to <Link to="/profile#photo">Photo</Link> on your profile.
          </>,
          `Press Upload a photo (or Change photo) and choose a JPEG, PNG, WebP or GIF of up to ${megabytes(limits.avatarMaxBytes)}; we crop it to a square.`,
          'Press Save photo. It appears in the header and next to your reviews. Remove takes it off again.',
        ],
      },
      {
        title: 'Change your password',
        steps: [
          <>
            Go to <Link to="/profile#password">Password</Link> on your profile.
          </>,
          `Enter your current password, then the new one (at least ${limits.passwordMinLength} characters) twice.`,
          'Press Change password. Your other devices are signed out; this one stays signed in.',
          <>
            Forgotten your password? Use <Link to="/forgot-password">Forgot password?</Link> instead. Signed
            up with Google? Your account has no password here: Google confirms it is you.
          </>,
        ],
      },
      {
        title: 'Sign out everywhere',
        steps: [
          <>
            Go to <Link to="/profile#sessions">Sessions</Link> on your profile.
          </>,
          'Press Sign out everywhere and confirm. Every session of your account ends, this one included.',
          'Sign in again on the devices you still use.',
        ],
      },
    ],
  },
  {
    id: 'live-chat',
    title: 'Live chat',
    icon: MessageCircle,
    summary: 'Talk to our team in Kyoto when you are signed in.',
    tasks: [
      {
        steps: [
          <>
            <Link to="/login">Sign in</Link>.
          </>,
          'Open the menu under your name at the top right (on a phone, the menu button) and choose Live Chat Support.',
          `Write your question, up to ${limits.liveChatMessageMax} characters a message. If it is about a booking, add its reference.`,
          'A member of our team answers in the same window. Close it whenever you like.',
        ],
      },
    ],
    note: (
      <>
        Not signed in? Use the form on <Link to="/contact">the contact page</Link> instead.
      </>
    ),
  },
  {
    id: 'ai-assistant',
    title: 'The AI travel assistant',
    icon: Bot,
    summary: 'Quick answers for everyone, signed in or not.',
    tasks: [
      {
        steps: [
          <>
            Press <strong>Need Help?</strong> at the bottom right of any page.
          </>,
          'Ask in your own words, for example "Which Kyoto tour suits a family with a six-year-old?" or "What should I wear to a temple?"',
          'Follow the links it gives you to tours and pages.',
          <>
            For your own booking, a refund or anything urgent, use live chat or{' '}
            <Link to="/contact">contact us</Link>: a person will help.
          </>,
          'Close the assistant with its close button or the Escape key.',
        ],
      },
    ],
    note: (
      <>
        Quick answers to common questions are also in the <Link to="/faq">FAQ</Link>.
      </>
    ),
  },
]);

import { company, consultationTopics, limits, passwordResetLinkMinutes, policy } from '@tabi/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { byPaymentMode } from './payment-wording.tsx';

/**
 * One question. `id` is its address on the page (`/faq#<id>`); `answer` is written with plain elements
 * and links only, so the filter can read its words (see `faqItemText`).
 */
export type FaqItem = { id: string; question: string; answer: ReactNode };
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

/** `tel:` wants the digits only: +81 75-555-0142 -> +81755550142. */
const phoneHref = `tel:${company.phone.replace(/[^\d+]/g, '')}`;
const childSharePercent = Math.round(policy.defaultChildPriceShare * 100);

/** The questions in each payment mode: only the payment answers differ (payment-wording.tsx), the ids do not. */
export const faqGroups = byPaymentMode((pay): FaqGroup[] => [
  {
    id: 'booking',
    title: 'Booking',
    items: [
      {
        id: 'how-to-book',
        question: 'How do I book a tour?',
        answer: (
          <>
            <p>
              Find a tour on the <Link to="/tours">tours page</Link>, open it and press{' '}
              <strong>Book now</strong>. Choose a date in the calendar, the number of adults and children, and
              the contact details your guide can reach you on, then confirm. You need an account to book;
              creating one with your e-mail or with Google takes a minute.
            </p>
            <p>
              The <Link to="/help#booking-a-tour">step-by-step guide</Link> walks you through it.
            </p>
          </>
        ),
      },
      {
        id: 'booking-cutoff',
        question: 'How late can I book?',
        answer: (
          <p>
            Up to {policy.bookingCutoffHours} hours before the tour starts. After that the date closes online,
            because your guide prepares tickets, reservations and vehicles for the right number of people. The
            calendar on each tour shows which dates are still open and how many seats are left. Looking for a
            last-minute place? <Link to="/contact">Contact us</Link> and we will see what we can do.
          </p>
        ),
      },
      {
        id: 'instant-confirmation',
        question: 'Is my booking confirmed straight away?',
        answer: (
          <>
            <p>
              Tours marked <strong>Instant confirmation</strong> are confirmed the moment you book. For the
              others you see <strong>Booking received</strong>: our team checks the guide and any
              reservations, then confirms it shortly.
            </p>
            <p>Either way you get a notification and an e-mail with your booking reference.</p>
          </>
        ),
      },
      {
        id: 'group-size',
        question: 'How big are the groups?',
        answer: (
          <p>
            Small, so that everyone can hear the guide and ask questions. Every tour has its own maximum group
            size, shown on its page, and the calendar shows the seats left on each date. For a larger party,
            or a group of your own, ask us about a <Link to="/features/customized-tours">private tour</Link>.
          </p>
        ),
      },
      {
        id: 'booking-reference',
        question: 'What is a booking reference?',
        answer: (
          <p>
            Every booking gets a reference such as <strong>TB-7K3Q9X</strong>: TB, a dash and six letters or
            digits. It never uses I, O, 0 or 1, so it cannot be misread over the phone. You see it when you
            book, in every e-mail about the booking and on <Link to="/bookings">My bookings</Link>. Please
            quote it whenever you contact us.
          </p>
        ),
      },
      {
        id: 'my-bookings',
        question: 'Where can I see my bookings?',
        answer: (
          <p>
            Sign in and open <Link to="/bookings">My bookings</Link> from the menu under your name. Each
            booking shows its reference, date and start time, meeting point, travellers, total, its status
            (pending, confirmed, completed or cancelled) and, while it applies, the exact time until which you
            can cancel for free.
          </p>
        ),
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    items: [
      {
        id: 'when-do-i-pay',
        question: 'When do I pay?',
        answer: <p>{pay.faqWhenDoIPay}</p>,
      },
      {
        id: 'unpaid',
        question: pay.faqPaymentStatus.question,
        answer: <p>{pay.faqPaymentStatus.answer}</p>,
      },
      {
        id: 'child-price',
        question: 'How much do children pay?',
        answer: (
          <p>
            Each tour sets its own child price as a share of the adult price, most often {childSharePercent}%.
            Some tours differ: where a meal or a ticket costs the same for everyone the share is higher, and
            some tours are free for children. Both prices are on the tour page and in the checkout before you
            confirm. Every booking includes at least one adult.
          </p>
        ),
      },
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation & refunds',
    items: [
      {
        id: 'free-cancellation',
        question: 'Can I cancel for free?',
        answer: (
          <>
            <p>
              Yes: cancel up to {policy.freeCancellationHours} hours before the tour starts and it costs
              nothing. Each booking on <Link to="/bookings">My bookings</Link> shows the exact date and time
              (in Japan time) until which cancelling is free.
            </p>
            <p>
              The full rules are in our <Link to="/cancellation-policy">cancellation policy</Link>.
            </p>
          </>
        ),
      },
      {
        id: 'how-to-cancel',
        question: 'How do I cancel a booking?',
        answer: (
          <p>
            Open <Link to="/bookings">My bookings</Link>, press <strong>Cancel booking</strong> on the booking
            and tell us why in a few words ({limits.cancelReasonMin} to {limits.cancelReasonMax} characters).
            The dialog tells you before you confirm whether the cancellation is free. You get a notification
            and an e-mail once it is done. See <Link to="/help#cancelling-a-booking">how to cancel</Link>.
          </p>
        ),
      },
      {
        id: 'late-cancellation',
        question: `What if I cancel less than ${policy.freeCancellationHours} hours before?`,
        answer: <p>{pay.faqLateCancellation}</p>,
      },
      {
        id: 'refunds',
        question: 'How do refunds work?',
        answer: (
          <>
            <p>{pay.faqRefunds}</p>
            <p>
              The details are in our <Link to="/refund-policy">refund policy</Link>.
            </p>
          </>
        ),
      },
      {
        id: 'change-booking',
        question: 'Can I change the date or the number of travellers?',
        answer: (
          <p>
            Bookings cannot be edited online. While cancelling is still free, the quickest way is to cancel
            and book the new date or group size. Closer to the tour, write to us on{' '}
            <Link to="/contact">the contact page</Link> or in live chat with your reference, and we will do
            what we can.
          </p>
        ),
      },
      {
        id: 'we-cancel',
        question: 'What happens if you cancel my tour?',
        answer: (
          <p>
            It is rare, but a typhoon warning, a closed mountain road or a guide falling ill can force us to.
            You get a notification and an e-mail straight away with the reason. If you had paid, you get a
            full refund, and we are glad to help you find another date or tour.
          </p>
        ),
      },
    ],
  },
  {
    id: 'on-the-day',
    title: 'On the day',
    items: [
      {
        id: 'meeting-point',
        question: 'Where do we meet?',
        answer: (
          <p>
            The meeting point is on the tour page, on your booking in My bookings and in your confirmation
            e-mail, usually a station exit or a temple gate, described precisely enough to find on a first
            visit. Please be there a few minutes before the start time.
          </p>
        ),
      },
      {
        id: 'time-zone',
        question: 'Which time zone are the times in?',
        answer: (
          <p>
            Japan time (JST, UTC+9), everywhere on the site and in our e-mails, whatever the time zone of your
            phone or computer. Japan does not change its clocks in summer, so 09:00 JST is always 09:00 in
            Kyoto.
          </p>
        ),
      },
      {
        id: 'running-late',
        question: 'What if I am running late or cannot find the group?',
        answer: (
          <p>
            Call us on <a href={phoneHref}>{company.phone}</a> and we will reach your guide. Your guide has
            the phone number you gave when booking, and waits up to 15 minutes where the schedule allows;
            after that the group has to leave. See{' '}
            <Link to="/cancellation-policy#changes-on-the-day">changes on the day</Link>.
          </p>
        ),
      },
      {
        id: 'weather',
        question: 'Do tours run in the rain?',
        answer: (
          <p>
            Yes, almost all of them: temples and gardens are beautiful in the rain and the crowds thin out.
            Bring an umbrella or a light raincoat. When the weather makes a tour unsafe, for example during a
            typhoon warning, we cancel it and tell you at once.
          </p>
        ),
      },
      {
        id: 'languages',
        question: 'Which languages do the guides speak?',
        answer: (
          <p>
            Every tour runs in English. Many are also offered in Japanese, and some in Spanish, French,
            German, Italian, Portuguese, Chinese or Korean: the tour page lists its languages. Meet our guides
            on the <Link to="/features/expert-guides">expert guides page</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'accessibility-families',
    title: 'Accessibility & families',
    items: [
      {
        id: 'children',
        question: 'Are the tours suitable for children?',
        answer: (
          <p>
            Many are, and children pay a reduced price set per tour. Walking tours with long stairways, such
            as Fushimi Inari, suit children who enjoy a climb; the deer of Nara, the sushi-making class and
            the snorkelling day are family favourites. Tell us your children's ages in the special requests
            when you book, and we will brief your guide.
          </p>
        ),
      },
      {
        id: 'mobility',
        question: 'I use a wheelchair or walk with difficulty. Can I join?',
        answer: (
          <p>
            Often yes, but it depends on the tour: some temples have steps, gravel paths or rooms where shoes
            come off. Before you book, send us a message on <Link to="/contact">the contact page</Link> with
            the topic "Accessibility" and we will tell you honestly what to expect, or suggest a private tour
            in our <Link to="/vehicle">wheelchair-accessible vehicle</Link>. Mention any needs in the special
            requests of your booking too.
          </p>
        ),
      },
      {
        id: 'dietary',
        question: 'Can you cater for allergies or dietary needs?',
        answer: (
          <p>
            On tours with a meal, yes, if we know in advance: write it in the special requests when you book
            (up to {limits.specialRequestsMax.toLocaleString('en-US')} characters) and we pass it to the
            restaurant. Note that Japanese stock (dashi) is usually made with fish; the shojin ryori lunch of
            our Zen morning is plant-based.
          </p>
        ),
      },
      {
        id: 'private-tour',
        question: 'Can we have a private tour for our family?',
        answer: (
          <p>
            Yes. We shape private days around your pace and interests, with a vehicle and driver if you need
            one. See <Link to="/features/customized-tours">customized tours</Link> and send us a request on{' '}
            <Link to="/contact">the contact page</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account-privacy',
    title: 'Account & privacy',
    items: [
      {
        id: 'need-account',
        question: 'Do I need an account?',
        answer: (
          <p>
            Not to browse tours, read reviews or talk to the AI assistant. You need one to book, to see your
            bookings, to rate and review a tour and to use live chat. We use your details to run your
            bookings; our <Link to="/privacy">privacy policy</Link> says exactly what we keep and why.
          </p>
        ),
      },
      {
        id: 'google-sign-in',
        question: 'Can I sign in with Google?',
        answer: (
          <p>
            Yes: choose <strong>Continue with Google</strong> on the <Link to="/login">sign-in</Link> or{' '}
            <Link to="/register">sign-up</Link> page. Your account then has no separate password at Tabi
            Tours; Google confirms it is you.
          </p>
        ),
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. What do I do?',
        answer: (
          <p>
            Use <Link to="/forgot-password">Forgot password?</Link> on the sign-in page and enter your e-mail.
            We send you a link that works for {passwordResetLinkMinutes} minutes. Choosing a new password
            signs you out on every device, so sign in again afterwards.
          </p>
        ),
      },
      {
        id: 'sign-out-everywhere',
        question: 'I used a shared computer. How do I sign out everywhere?',
        answer: (
          <p>
            Open <Link to="/profile#sessions">your profile</Link> and press{' '}
            <strong>Sign out everywhere</strong> under Sessions. Every session of your account ends at once,
            this one included. Sessions you do not use also end by themselves after 7 days.
          </p>
        ),
      },
      {
        id: 'notifications',
        question: 'What does the bell in the header show?',
        answer: (
          <p>
            Your notifications: a booking received, confirmed, completed or cancelled, and refund decisions.
            The number on the bell counts the unread ones and updates as things happen. Open the bell for the
            latest, or the <Link to="/notifications">notifications page</Link> for all of them.
          </p>
        ),
      },
      {
        id: 'reviews',
        question: 'Who writes the reviews, and what does "Verified traveller" mean?',
        answer: (
          <>
            <p>
              Any signed-in traveller can rate and review a tour: one rating and one review each, which they
              can edit later but not repeat. The stars of a review are the writer's rating, so each traveller
              counts once in a tour's average.
            </p>
            <p>
              <strong>Verified traveller</strong> means the writer has a confirmed or completed booking of
              that tour with us. Read more on{' '}
              <Link to="/features/trusted-travelers">how we keep reviews honest</Link>.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'support',
    title: 'Support & assistant',
    items: [
      {
        id: 'reach-a-person',
        question: 'How do I reach a person?',
        answer: (
          <ul>
            <li>Live chat, when you are signed in: our team in Kyoto answers.</li>
            <li>
              The form on <Link to="/contact">the contact page</Link>, to ask a question or arrange a call.
            </li>
            <li>
              E-mail <a href={`mailto:${company.email}`}>{company.email}</a> or phone{' '}
              <a href={phoneHref}>{company.phone}</a>.
            </li>
          </ul>
        ),
      },
      {
        id: 'live-chat',
        question: 'How does live chat work?',
        answer: (
          <p>
            Sign in, open the menu under your name (or the menu on your phone) and choose{' '}
            <strong>Live Chat Support</strong>. Write your question, up to {limits.liveChatMessageMax}{' '}
            characters a message, and a member of our team replies in the same window. See the{' '}
            <Link to="/help#live-chat">live chat guide</Link>.
          </p>
        ),
      },
      {
        id: 'ai-assistant',
        question: 'What is the AI assistant?',
        answer: (
          <p>
            A travel assistant anyone can use, signed in or not: press <strong>Need Help?</strong> in the
            corner of any page. Ask it which tour suits your family, the best season for Kyoto or what to wear
            to a temple. For anything about one of your bookings, use live chat or contact us with your
            reference.
          </p>
        ),
      },
      {
        id: 'talk-before-booking',
        question: 'Can I talk to someone before I book?',
        answer: (
          <p>
            Of course. On <Link to="/contact">the contact page</Link>, send a request with your preferred day
            and time (Japan time) and a topic ({consultationTopics.join(', ')}), and a planner gets back to
            you. You do not need an account for this.
          </p>
        ),
      },
    ],
  },
]);

import { company, formattedAddress, storageKeys } from '@tabi/contracts';
import type { PolicyContent } from './policy-content.ts';

const mail = `[${company.email}](mailto:${company.email})`;

/** How long a session lasts: the server's session settings (30 days at most, ended after 7 unused). */
const session = { maxDays: 30, idleDays: 7 };

export const privacyPolicy: PolicyContent = {
  title: 'Privacy Policy',
  description:
    'What personal information Tabi Tours collects, why, who sees it, how long we keep it and how to have it corrected or deleted.',
  lastUpdated: '2026-11-20',
  summary: [
    'We collect what we need to run your tours: your account, your bookings and the messages you send us. We never sell it and show no advertising.',
    'Your password is stored only as a one-way argon2 hash. With Google sign-in we never see your Google password.',
    `No tracking or advertising cookies. Your browser keeps two entries while you are signed in: \`${storageKeys.token}\` and \`${storageKeys.user}\`.`,
    `Sessions end after ${session.maxDays} days, or after ${session.idleDays} days without use.`,
    `To see, correct or delete your data, write to ${mail}.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who is responsible for your data',
      blocks: [
        `${company.legalName} ("Tabi Tours", "we") runs this website and the tours booked on it, and is responsible for the personal information described here. Our office is at ${formattedAddress}. You can reach us at ${mail} or on ${company.phone}.`,
        "We handle personal information in line with Japan's Act on the Protection of Personal Information (APPI). If you live in the European Economic Area, the United Kingdom or another place with its own data protection law, you keep the rights that law gives you; the section [Your rights](#your-rights) explains how to use them.",
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        'We only collect what you give us or what is created when you use the site. We do not buy data about you from anyone.',
        { subheading: 'Your account' },
        {
          list: [
            'Your name and e-mail address.',
            'If you add them: a phone number, a short bio and a profile photo.',
            'Your password, stored only as an **argon2 hash**: a one-way fingerprint from which the password cannot be recovered, not even by us.',
            'For each signed-in session: when it started and was last used, your browser’s description of itself (user agent) and the IP address it came from, so that you and we can spot sessions you do not recognise.',
          ],
        },
        { subheading: 'Signing in with Google' },
        'If you choose "Sign in with Google", Google tells us your name, your e-mail address and your profile photo, and confirms that the account is yours. We never receive your Google password, and we do not get access to your Gmail, contacts, calendar or anything else in your Google account.',
        { subheading: 'Bookings' },
        'The tour and date you book, the number of adults and children, the contact name, e-mail and phone for the booking, any special requests (for example dietary or access needs), the price you agreed to, the booking and payment status, a cancellation reason if you cancel, and any refund decision with our note.',
        { subheading: 'Reviews and ratings' },
        'Your star ratings, review texts and the pictures you attach. Reviews are public: they appear on the tour page with your name and profile photo.',
        { subheading: 'Consultation requests' },
        'When you use the form on our [contact page](/contact): your name, e-mail, optional phone number, the date and time you would like us to contact you, the topic, your message and the tour it is about.',
        { subheading: 'Support chat' },
        'The messages you exchange with our team in the live support chat, with their times.',
        { subheading: 'The AI travel assistant' },
        'The questions you ask the assistant and its answers. If you are signed in, the conversation is linked to your account so you can return to it; otherwise it is linked only to a random conversation number kept by your browser.',
        { subheading: 'E-mails we send you' },
        'A copy of each e-mail we send (booking confirmations, cancellation and refund notices, replies to consultation requests, password resets): the address, subject, content and time, so we can tell what you were sent.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      blocks: [
        {
          list: [
            '**To run your tours**: to confirm and manage bookings, tell your guide and driver how many people to expect and how to reach the lead traveller on the day, and handle cancellations and refunds.',
            '**To answer you**: consultation requests, support chat and e-mail.',
            '**To keep accounts safe**: to sign you in, end sessions, limit repeated attempts and investigate misuse.',
            '**To publish reviews** you chose to write.',
            '**To meet our legal duties**, such as keeping accounting records of paid bookings.',
          ],
        },
        'We do not sell or rent personal information, we do not use it for advertising, and we do not make decisions about you by automated means. We do not send newsletters or marketing e-mails.',
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      blocks: [
        'Inside Tabi Tours, only the staff who need it: the trip planners and administrators who manage bookings, and the guide and driver of your tour, who receive the lead traveller’s name and phone number, the group size and any special requests.',
        'Outside Tabi Tours, only these services, each for its own part of the work and bound to protect the data:',
        {
          list: [
            '**Google**, if you sign in with Google, to confirm who you are; and to generate the AI assistant’s answers (the Gemini service receives your questions and the conversation so far). Please do not type passport numbers, card numbers or health details into the assistant.',
            '**Our hosting and e-mail delivery providers**, who store the site’s data and deliver our e-mails on our behalf.',
            '**Transport and venue partners**, only where they require a passenger or guest list (for example some ferries and workshops), and then only names and group size.',
            '**Authorities**, when Japanese law obliges us to.',
          ],
        },
        'Some of these providers may process data outside Japan. Where they do, we choose providers that protect it to a standard comparable to Japanese law.',
      ],
    },
    {
      id: 'cookies-and-storage',
      title: 'Cookies and browser storage',
      blocks: [
        'We use **no tracking, analytics or advertising cookies**, and no third-party trackers.',
        'When you sign in, your browser stores two entries in its local storage for this site:',
        {
          list: [
            `\`${storageKeys.token}\`: your session token, which proves to our server that you are signed in.`,
            `\`${storageKeys.user}\`: a copy of your profile (name, e-mail, photo and the like), so the page can greet you without waiting for the server.`,
          ],
        },
        'Both are removed when you sign out.',
        'If you use "Sign in with Google", Google’s own sign-in script runs on the page while you do, and [Google’s privacy policy](https://policies.google.com/privacy) applies to it.',
      ],
    },
    {
      id: 'security',
      title: 'Security and sessions',
      blocks: [
        {
          list: [
            'All traffic to the site is encrypted (HTTPS).',
            'Passwords are stored only as argon2 hashes. Password reset links work once and expire after a short time.',
            `A session ends ${session.maxDays} days after you signed in, or earlier when it has not been used for ${session.idleDays} days. You can end all your sessions at once with "Sign out everywhere" on your profile.`,
            'Only administrators can see other people’s bookings and accounts.',
          ],
        },
        `If we learn of a breach that puts your data at risk, we will tell you and the authorities as the law requires. If you think your account has been misused, write to ${mail} straight away.`,
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        'We keep personal information only as long as we need it, then delete it or make it anonymous:',
        {
          list: [
            '**Account**: while your account exists. When you ask us to delete it, we do so within 30 days.',
            '**Bookings**: 7 years after the tour date, because Japanese tax law requires us to keep business records that long. If you delete your account sooner, your bookings are kept for that period without a link to a profile.',
            '**Reviews, ratings and their pictures**: until you delete them or your account.',
            '**Consultation requests**: 2 years after we handled them.',
            '**Support chat**: 1 year after the last message.',
            '**AI assistant conversations**: 90 days after the last message.',
            '**Copies of e-mails we sent**: 1 year.',
            '**Session records** (device and IP address): 90 days after the session ended.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'You can ask us at any time to:',
        {
          list: [
            'tell you what personal information we hold about you and give you a copy;',
            'correct it (you can change your name, phone, bio and photo yourself on your profile);',
            'delete it, including your whole account;',
            'stop using it for a particular purpose.',
          ],
        },
        `Write to ${mail} from the e-mail address of your account, with the subject "Data request", and say what you would like. We may ask you to confirm who you are. We answer within 30 days, and there is no charge. Information we must keep by law (see [How long we keep it](#retention)) is kept until that duty ends.`,
        "If you are not satisfied with our answer, you may complain to Japan's Personal Information Protection Commission, or to the data protection authority where you live.",
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        'Accounts are for adults. Children are welcome on our tours, but a parent or guardian makes the booking and gives us only what we need about them, such as their number and, for child seats, their age.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change this policy, we update the date at the top of the page. If a change affects how we use data we already hold, we will tell you by e-mail before it takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        `Questions about your privacy: ${mail}, ${company.phone}, or by post to ${company.legalName}, ${formattedAddress}.`,
      ],
    },
  ],
};

import { CalendarDays, Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../session/session-context.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { DetailsForm } from '../components/details-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { PhotoForm } from '../components/photo-form.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SessionsPanel } from '../components/sessions-panel.tsx';
import { TripRemindersForm } from '../components/trip-reminders-form.tsx';
import { TwoFactorPanel } from '../components/two-factor-panel.tsx';

function memberSince(createdAt: string) {
  const date = new Date(createdAt);
  if (!createdAt || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'Asia/Tokyo' }).format(
    date,
  );
}

const sections = [
  { id: 'details', label: 'Personal details' },
  { id: 'photo', label: 'Photo' },
  { id: 'reminders', label: 'Trip reminders' },
  { id: 'password', label: 'Password' },
  { id: 'two-step', label: 'Two-step sign-in' },
  { id: 'sessions', label: 'Sessions' },
];

/**
 * The signed-in user's own settings: details, photo, trip reminders, password, two-step sign-in and
 * sessions.
 */
export function ProfilePage() {
  useDocumentMeta('Your profile', 'Your name, e-mail, photo and password at Tabi Tours.');
  const { user, isAdmin } = useSession();
  // The route guard lets only signed-in users in; a sign-out elsewhere empties the user first.
  if (!user) return <PageLoader />;
  const since = memberSince(user.createdAt);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="flex flex-col gap-4 border-b border-sand-200 pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Account</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            Your profile
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
            <span className="inline-flex items-center gap-1.5">
              <Mail className="size-4" aria-hidden />
              {user.email || 'No e-mail on file'}
            </span>
            {since && (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden />
                Member since {since}
              </span>
            )}
            {isAdmin && (
              <Badge variant="primary">
                <ShieldCheck aria-hidden />
                Administrator
              </Badge>
            )}
            {user.isGoogleUser && <Badge variant="neutral">Signed in with Google</Badge>}
          </div>
        </div>
        <nav aria-label="Profile sections" className="-mx-1">
          {/* Wrapped, never scrolled out of sight on a phone: every section is one tap away. */}
          <ul className="flex flex-wrap gap-1 whitespace-nowrap">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex rounded-lg px-2.5 py-2 text-sm font-semibold sm:px-3 text-ink-700 transition-colors duration-150 hover:bg-sand-100 hover:text-ink-900"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div className="pt-8 sm:pt-10">
        <ProfileSection
          id="details"
          title="Personal details"
          description="Your name and e-mail appear on bookings and receipts. We never share them with other travellers."
        >
          <DetailsForm user={user} />
        </ProfileSection>

        <ProfileSection id="photo" title="Photo" description="Shown in the header and on your reviews.">
          <PhotoForm user={user} />
        </ProfileSection>

        <ProfileSection
          id="reminders"
          title="Trip reminders"
          description="A reminder the day before each tour, and a request for your review after it."
        >
          <TripRemindersForm user={user} />
        </ProfileSection>

        <ProfileSection
          id="password"
          title="Password"
          description="Use a long password that you do not use on any other site."
        >
          {user.isGoogleUser ? (
            <Alert tone="info" title="You sign in with Google">
              Your account has no separate password at Tabi Tours: Google confirms it is you. To change how
              you sign in, visit your Google account&apos;s security settings. Need help?{' '}
              <Link to="/help" className="font-semibold text-primary-700 underline-offset-2 hover:underline">
                Contact support
              </Link>
              .
            </Alert>
          ) : (
            <PasswordForm email={user.email} />
          )}
        </ProfileSection>

        <ProfileSection
          id="two-step"
          title="Two-step sign-in"
          description="A code from an authenticator app on your phone after your password: the strongest protection for your account."
        >
          <TwoFactorPanel user={user} />
        </ProfileSection>

        <ProfileSection
          id="sessions"
          title="Sessions"
          description="Where you are signed in. Sessions end by themselves after 7 days without use."
        >
          <SessionsPanel isGoogleUser={user.isGoogleUser} />
        </ProfileSection>
      </div>
    </div>
  );
}

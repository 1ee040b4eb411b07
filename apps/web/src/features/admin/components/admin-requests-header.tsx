import { LinkTabs } from '../../../ui/link-tabs.tsx';

type AdminRequestsHeaderProps = {
  title: string;
  description: string;
  current: 'bookings' | 'consultations' | 'departures';
};

/** The heading of the admin's bookings, consultations and departures, with the tabs between them. */
export function AdminRequestsHeader({ title, description, current }: AdminRequestsHeaderProps) {
  return (
    <header className="mb-6">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Admin</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-ink-600">{description}</p>
      <LinkTabs
        label="Bookings, consultations and departures"
        className="mt-6"
        tabs={[
          { to: '/admin/bookings', label: 'Bookings', current: current === 'bookings' },
          { to: '/admin/consultations', label: 'Consultations', current: current === 'consultations' },
          { to: '/admin/departures', label: 'Departures', current: current === 'departures' },
        ]}
      />
    </header>
  );
}

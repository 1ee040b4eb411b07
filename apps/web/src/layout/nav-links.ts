export type NavItem = { to: string; label: string; end?: boolean };

/** The header's navigation (spec: Home, Tours, About, Vehicles, Contact, and Admin for admins). */
export function navItems(isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home', end: true },
    { to: '/tours', label: 'Tours' },
    { to: '/about', label: 'About' },
    { to: '/vehicle', label: 'Vehicles' },
    { to: '/contact', label: 'Contact' },
  ];
  if (isAdmin) items.push({ to: '/admin', label: 'Admin' });
  return items;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, loaderContext } from './api/query-client.ts';
import { routes } from './router.tsx';
import { SessionProvider } from './session/session-provider.tsx';

const tourId = '00000000-0000-4000-8000-000000000001';
const tour = {
  _id: tourId,
  title: 'Fushimi Inari at Dawn',
  category: 'Temples',
  description: 'Walk the torii trail before the crowds.\n\nThen breakfast.',
  priceNumber: 59,
  currency: 'USD',
  featured: true,
  archived: false,
  images: [
    {
      url: '/uploads/a.webp',
      thumbUrl: '/uploads/a-thumb.webp',
      width: 1600,
      height: 1200,
      alt: 'Torii gates',
    },
  ],
  city: 'Kyoto',
  region: 'Kyoto',
  durationMinutes: 210,
  missingFacts: [],
  averageRating: 4.8,
  ratingsCount: 12,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  maxGroupSize: 10,
  meetingPoint: 'Inari Station',
  highlights: ['Quiet paths'],
  included: ['Guide'],
  excluded: ['Lunch'],
  languages: ['English'],
  instantConfirmation: true,
  childPriceShare: 0.5,
  ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 9 },
};
const list = (data: unknown[]) => ({
  success: true,
  data,
  count: data.length,
  total: data.length,
  page: 1,
  pages: 1,
});

function respond(url: string): [number, unknown] {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/posts') return [200, list([tour])];
  if (path === `/api/posts/${tourId}`) return [200, { success: true, data: tour }];
  if (path === `/api/posts/${tourId}/reviews`) return [200, list([])];
  if (path.startsWith('/api/posts/'))
    return [404, { success: false, message: 'Tour not found', code: 'NOT_FOUND' }];
  if (path === '/api/categories') return [200, { success: true, data: [{ name: 'Temples', count: 1 }] }];
  if (path === '/api/auth/me') {
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}');
    return [200, { success: true, user: stored }];
  }
  return [404, { success: false, message: 'Not found', code: 'NOT_FOUND' }];
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const [status, body] = respond(String(input));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  vi.stubGlobal('scrollTo', vi.fn());
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const client = createQueryClient();
  // The loaders prefetch into the client the pages render with, as in the browser (main.tsx).
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: () => loaderContext(client),
  });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Waits for the page's h1 to read `name`, then checks it is the only h1. */
async function expectOnlyHeading(name: string | RegExp) {
  await screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

function signIn(role: 'user' | 'admin') {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Aiko', email: 'a@x.jp', role }));
}

const publicPages: [string, string | RegExp][] = [
  ['/', 'Journeys through Japan, led by people who live there'],
  ['/tours', 'Tours in Japan'],
  [`/tours/${tourId}`, 'Fushimi Inari at Dawn'],
  ['/tours/00000000-0000-4000-8000-000000000999', 'Tour not found'],
  ['/featured', 'Featured tours'],
  ['/about', 'About us'],
  ['/contact', 'Contact us'],
  ['/vehicle', 'Vehicles and transport'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cancellation-policy', 'Cancellation Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/faq', 'Frequently asked questions'],
  ['/help', 'Help and Support'],
  ['/features/expert-guides', 'Expert local guides'],
  ['/features/customized-tours', 'Customized tours'],
  ['/features/free-cancellation', 'Free cancellation'],
  ['/features/reliable-transportation', 'Reliable transportation'],
  ['/features/customer-support', 'Customer support'],
  ['/features/trusted-travelers', 'Trusted by travellers'],
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/admin-login', 'Admin login'],
  ['/reset-password/abc123', 'Choose a new password'],
  ['/no/such/page', 'Page not found'],
  ['/features/unknown', 'Page not found'],
];

describe('routes', () => {
  it.each(publicPages)('%s renders one h1: %s', async (path, heading) => {
    renderAt(path);
    await expectOnlyHeading(heading);
  });

  it.each(['/profile', '/bookings', `/booking/${tourId}`, '/bookings/b1/ticket', '/bookings/b1/reschedule'])(
    '%s sends a signed-out visitor to /login',
    async (path) => {
      const router = renderAt(path);
      await expectOnlyHeading('Welcome back');
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    },
  );

  it.each([
    ['/profile', 'Your profile'],
    ['/bookings', 'My bookings'],
    [`/booking/${tourId}`, 'Book your tour'],
    ['/bookings/b1/ticket', 'Ticket not found'],
    ['/bookings/b1/reschedule', 'Booking not found'],
  ])('%s opens for a signed-in user', async (path, heading) => {
    signIn('user');
    renderAt(path);
    await expectOnlyHeading(heading);
  });

  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/tours', 'Manage tours'],
    ['/admin/bookings', 'Manage bookings'],
    ['/admin/consultations', 'Consultations'],
    ['/admin/departures', 'Departures'],
    ['/admin/departures/d1', 'Manifest'],
    ['/admin/users', 'Manage users'],
  ])('%s opens for an admin', async (path, heading) => {
    signIn('admin');
    renderAt(path);
    await expectOnlyHeading(heading);
  });

  it('the admin area shows a 403 page to other users', async () => {
    signIn('user');
    renderAt('/admin/users');
    await expectOnlyHeading('Access denied');
  });

  it('shows the Admin link only to admins', async () => {
    signIn('admin');
    renderAt('/about');
    await expectOnlyHeading('About us');
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows Login and Get Started to visitors, and no Admin link', async () => {
    renderAt('/about');
    await expectOnlyHeading('About us');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('href', '/vehicle');
  });
});

import type { TourSummary, WishlistItem } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, json, pageOf } from '../../../test/fake-api.ts';
import { tourOf } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { browserWishlistKey } from '../../../wishlist/browser-wishlist.ts';
import { WishlistHeart } from '../../../wishlist/wishlist-heart.tsx';
import { WishlistPage } from './wishlist-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

const kyoto = tourOf({ _id: 'a1111111-1111-4111-8111-111111111111', title: 'Kyoto at dawn' });
const nara = tourOf({ _id: 'a2222222-2222-4222-8222-222222222222', title: 'Nara deer park' });
const gone = 'a3333333-3333-4333-8333-333333333333';

let items: WishlistItem[] = [];
let savedIds: string[] = [];
const { handlers, calls, lastQuery } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  '/api/config': () => configAnswer(),
  '/api/wishlist': () => json(200, pageOf(items)),
  '/api/wishlist/ids': () => json(200, { success: true, data: { tourIds: savedIds } }),
  [`/api/posts/${kyoto._id}`]: () => json(200, { success: true, data: kyoto }),
  [`/api/posts/${nara._id}`]: () => json(200, { success: true, data: nara }),
  [`/api/posts/${kyoto._id}/availability`]: () =>
    json(200, {
      success: true,
      data: {
        tourId: kyoto._id,
        timezone: 'Asia/Tokyo',
        departureTime: '09:00',
        missingFacts: [],
        firstBookable: '2027-03-12',
        dates: [
          { date: '2027-03-11', startsAt: null, capacity: 8, seatsLeft: 0, bookable: false, reason: 'full' },
          {
            date: '2027-03-12',
            startsAt: '2027-03-12T00:00:00.000Z',
            capacity: 8,
            seatsLeft: 3,
            bookable: true,
          },
          {
            date: '2027-03-13',
            startsAt: '2027-03-13T00:00:00.000Z',
            capacity: 8,
            seatsLeft: 8,
            bookable: true,
          },
        ],
      },
    }),
});

/** The catalog's card, as the router hands it to the page: a title and the heart. */
function FakeTourCard({ tour }: { tour: TourSummary }) {
  return (
    <article aria-label={tour.title}>
      <h2>{tour.title}</h2>
      <WishlistHeart tourId={tour._id} tourTitle={tour.title} />
    </article>
  );
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/wishlist', element: <WishlistPage TourCard={FakeTourCard} /> },
      { path: '/tours', element: <h1>Tours</h1> },
    ],
    '/wishlist',
  );
}

const itemOf = (tour: TourSummary, nextDates: WishlistItem['nextDates']): WishlistItem => ({
  tour,
  savedAt: '2027-03-01T00:00:00.000Z',
  nextDates,
});

describe('WishlistPage', () => {
  it('lists a signed-in user’s saved tours with their next free dates, each a link to book it', async () => {
    storeSession(emma);
    savedIds = [kyoto._id, nara._id];
    items = [
      itemOf(kyoto, [
        { date: '2027-03-12', seatsLeft: 3 },
        { date: '2027-03-13', seatsLeft: 8 },
      ]),
      itemOf(nara, []),
    ];
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your wishlist' })).toBeInTheDocument();
    const card = (await screen.findByRole('article', { name: 'Kyoto at dawn' })).parentElement!;
    expect(card).toHaveTextContent('Next free dates: Fri 12 Mar · Sat 13 Mar');
    expect(within(card).getByRole('link', { name: 'Fri 12 Mar' })).toHaveAttribute(
      'href',
      `/booking/${kyoto._id}?date=2027-03-12&adults=1`,
    );
    const naraCard = screen.getByRole('article', { name: 'Nara deer park' }).parentElement!;
    expect(within(naraCard).getByRole('link', { name: 'See the tour' })).toHaveAttribute(
      'href',
      `/tours/${nara._id}`,
    );
    expect(screen.getByText('2 saved tours')).toBeInTheDocument();
    expect(lastQuery('/api/wishlist')).toEqual({ page: '1', limit: '12' });
    expect(screen.queryByText(/Sign in to keep your wishlist/)).not.toBeInTheDocument();
    expect(document.title).toBe('Your wishlist · Tabi Tours');
  });

  it('takes a removed tour off the list', async () => {
    storeSession(emma);
    savedIds = [kyoto._id];
    items = [itemOf(kyoto, [])];
    handlers[`DELETE /api/wishlist/${kyoto._id}`] = () => {
      savedIds = [];
      items = [];
      return json(200, { success: true, data: { tourIds: [] } });
    };
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Remove Kyoto at dawn from your wishlist' });
    await waitFor(() => expect(remove).toBeEnabled());
    fireEvent.click(remove);
    expect(await screen.findByRole('heading', { name: 'No saved tours yet' })).toBeInTheDocument();
    expect(calls('DELETE', `/api/wishlist/${kyoto._id}`)).toHaveLength(1);
  });

  it('shows an empty list with the way to the tours', async () => {
    storeSession(emma);
    items = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No saved tours yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/tours');
  });

  it('shows a visitor the tours saved in the browser, skipping those no longer offered, and asks them to sign in', async () => {
    localStorage.setItem(browserWishlistKey, JSON.stringify([gone, nara._id, kyoto._id]));
    renderPage();
    // The latest saved first.
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Kyoto at dawn', 'Nara deer park']);
    await waitFor(() =>
      expect(cards[0]!.parentElement).toHaveTextContent('Next free dates: Fri 12 Mar · Sat 13 Mar'),
    );
    expect(
      screen.getByRole('link', { name: 'Sign in to keep your wishlist on every device' }),
    ).toHaveAttribute('href', '/login?redirect=/wishlist');
    expect(screen.getByText('2 saved tours')).toBeInTheDocument();
    expect(calls('GET', `/api/posts/${gone}`)).toHaveLength(1);
    expect(calls('GET', '/api/wishlist')).toHaveLength(0);
  });

  it('shows a visitor with nothing saved the empty list and the note', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No saved tours yet' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Sign in to keep your wishlist on every device' }),
    ).toBeInTheDocument();
  });
});

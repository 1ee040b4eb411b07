import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { tourOf } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { MessageText, messagePlainText } from './message-text.tsx';

const foodWalk = 'aaaaaaaa-0000-4000-8000-000000000001';
const teaCeremony = 'aaaaaaaa-0000-4000-8000-000000000002';
const { calls } = fakeApi({
  '/api/auth/me': () => json(401, { success: false, code: 'UNAUTHENTICATED', message: 'Not signed in' }),
  [`/api/posts/${foodWalk}`]: () =>
    Response.json({
      success: true,
      data: tourOf({
        _id: foodWalk,
        title: 'Kyoto Food Walk',
        priceNumber: 95,
        averageRating: 4.8,
        ratingsCount: 6,
      }),
    }),
  [`/api/posts/${teaCeremony}`]: () =>
    json(404, { success: false, code: 'NOT_FOUND', message: 'Tour not found' }),
});

function renderText(text: string) {
  const onNavigate = vi.fn();
  const router = renderRoutes(
    [
      { path: '/', element: <MessageText text={text} onNavigate={onNavigate} /> },
      { path: '*', element: <p>Another page</p> },
    ],
    '/',
  );
  return { onNavigate, router, container: document.body };
}

describe('MessageText', () => {
  it('keeps lines apart and makes a list of "- " lines', () => {
    const { container } = renderText(
      'Here are two tours:\n- Gion at dusk\n- Fushimi Inari at dawn\n\nBook early!',
    );
    expect(Array.from(container.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'Here are two tours:',
      'Book early!',
    ]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Gion at dusk',
      'Fushimi Inari at dawn',
    ]);
  });

  it('links same-site paths inside the app, and following one navigates and tells the panel', () => {
    const { onNavigate, router } = renderText('See [our tours in Kyoto](/tours?city=Kyoto) before you go.');
    const link = screen.getByRole('link', { name: 'our tours in Kyoto' });
    expect(link).toHaveAttribute('href', '/tours?city=Kyoto');
    expect(screen.getByText(/See/).parentElement).toHaveTextContent('See our tours in Kyoto before you go.');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(router.state.location.search).toBe('?city=Kyoto');
  });

  it('shows a list of suggested tours as cards with their picture, rating, price and Book', async () => {
    const { onNavigate, router } = renderText(
      `Two tours:\n- [Kyoto Food Walk](/tours/${foodWalk}): $95 per adult, 3 hours\n- [Tea Ceremony](/tours/${teaCeremony}): $70 per adult`,
    );
    const tours = screen.getByRole('list', { name: 'Suggested tours' });
    const [food, tea] = within(tours).getAllByRole('listitem');
    // Until the tour is loaded (and when it cannot be), the assistant's own words stand in.
    expect(await within(tea!).findByText('$70 per adult')).toBeInTheDocument();
    expect(within(tea!).getByRole('link', { name: 'Tea Ceremony' })).toHaveAttribute(
      'href',
      `/tours/${teaCeremony}`,
    );
    expect(within(tea!).queryByRole('link', { name: /^Book/ })).toBeNull();

    const book = await within(food!).findByRole('link', { name: 'Book Kyoto Food Walk' });
    expect(book).toHaveAttribute('href', `/booking/${foodWalk}`);
    expect(food).toHaveTextContent('Rated 4.8 out of 5');
    expect(food).toHaveTextContent('$95 / person');
    expect(calls('GET', `/api/posts/${foodWalk}`)).toHaveLength(1);
    fireEvent.click(book);
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe(`/booking/${foodWalk}`);
  });

  it.each([
    ['another site', '[Win a prize](https://evil.example/x)'],
    ['a protocol-relative address', '[Tour](//evil.example/tours/1)'],
    ['a backslash the browser reads as another host', '[Tour](/\\evil.example)'],
    ['a script address', '[Tour](javascript:alert(1))'],
    ['a relative path without a leading slash', '[Tour](tours/1)'],
    ['a data address', '[Tour](data:text/html,hi)'],
  ])('leaves a link to %s as literal text', (_, text) => {
    const { container } = renderText(text);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent(text);
  });

  it('shows HTML as the characters it is made of, never as markup', () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b> <a href="/tours">tours</a>';
    const { container } = renderText(html);
    expect(container.querySelector('img, b, a')).toBeNull();
    expect(container).toHaveTextContent(html);
  });

  it('reads as its text for announcements: link labels, no markup', () => {
    expect(
      messagePlainText('Try these:\n- [Nara Deer Park](/tours/1) from $40\n- [Osaka](https://x.example)'),
    ).toBe('Try these:\nNara Deer Park from $40\n[Osaka](https://x.example)');
  });
});

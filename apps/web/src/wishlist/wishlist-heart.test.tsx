import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/session-context.ts';
import { fakeApi, json } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../test/session.ts';
import { toast } from '../ui/toast.ts';
import { browserWishlistKey } from './browser-wishlist.ts';
import { WishlistHeart } from './wishlist-heart.tsx';
import { WishlistMerge } from './wishlist-merge.tsx';

vi.mock('../ui/toast.ts', () => import('../test/toast-mock.ts'));

const kyoto = 'a1111111-1111-4111-8111-111111111111';
const nara = 'a2222222-2222-4222-8222-222222222222';

let savedOnServer: string[] = [];
const idsAnswer = () => json(200, { success: true, data: { tourIds: savedOnServer } });
const { handlers, calls, bodyOf } = fakeApi({
  '/api/auth/me': () => profileAnswer(emma),
  '/api/wishlist/ids': idsAnswer,
});

/** A stand-in for the sign-in page: signs Emma in. */
function SignIn() {
  const { signIn, isAuthenticated } = useSession();
  return isAuthenticated ? null : (
    <button type="button" onClick={() => signIn('tok-new', emma)}>
      Sign in
    </button>
  );
}

/** Two hearts for the same tour (a card and the page's title) and one for another, as a page has them. */
function renderHearts() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <WishlistHeart tourId={kyoto} tourTitle="Kyoto at dawn" />
            <WishlistHeart tourId={kyoto} tourTitle="Kyoto at dawn" variant="plain" />
            <WishlistHeart tourId={nara} tourTitle="Nara deer park" />
            <SignIn />
            <WishlistMerge />
          </>
        ),
      },
    ],
    '/',
  );
}

const heart = async (name: string, index = 0) => {
  const buttons = await screen.findAllByRole('button', { name });
  await waitFor(() => expect(buttons[index]).toBeEnabled());
  return buttons[index]!;
};
/** Waits until `count` buttons are named `name` (the hearts of a tour change together). */
const hearts = (name: string, count: number) =>
  waitFor(() => expect(screen.getAllByRole('button', { name })).toHaveLength(count));
const stored = () => JSON.parse(localStorage.getItem(browserWishlistKey) ?? '[]');

describe('WishlistHeart', () => {
  it('keeps a visitor’s saved tours in the browser, every heart of the tour pressed together', async () => {
    renderHearts();
    fireEvent.click(await heart('Save Kyoto at dawn to your wishlist'));
    const pressed = await screen.findAllByRole('button', { name: 'Remove Kyoto at dawn from your wishlist' });
    expect(pressed).toHaveLength(2);
    for (const button of pressed) expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([kyoto]);
    expect(toast.success).toHaveBeenCalledWith('Saved to your wishlist', expect.anything());
    expect(screen.getByRole('button', { name: 'Save Nara deer park to your wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    fireEvent.click(await heart('Remove Kyoto at dawn from your wishlist', 1));
    expect(
      await screen.findAllByRole('button', { name: 'Save Kyoto at dawn to your wishlist' }),
    ).toHaveLength(2);
    expect(stored()).toEqual([]);
    expect(calls('PUT', `/api/wishlist/${kyoto}`)).toHaveLength(0);
  });

  it('reads a list left in storage, ignoring what is not a list of ids', async () => {
    localStorage.setItem(browserWishlistKey, JSON.stringify([nara, 42, { id: kyoto }, nara]));
    renderHearts();
    expect(await heart('Remove Nara deer park from your wishlist')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: 'Save Kyoto at dawn to your wishlist' })).toHaveLength(2);
  });

  it('shows nothing saved when storage holds garbage', async () => {
    localStorage.setItem(browserWishlistKey, '{not json');
    renderHearts();
    expect(await heart('Save Nara deer park to your wishlist')).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves and removes a signed-in user’s tour on the server with the bearer token', async () => {
    savedOnServer = [nara];
    handlers[`PUT /api/wishlist/${kyoto}`] = () => {
      savedOnServer = [...savedOnServer, kyoto];
      return idsAnswer();
    };
    handlers[`DELETE /api/wishlist/${nara}`] = () => {
      savedOnServer = savedOnServer.filter((id) => id !== nara);
      return idsAnswer();
    };
    storeSession(emma);
    renderHearts();
    fireEvent.click(await heart('Remove Nara deer park from your wishlist'));
    fireEvent.click(await heart('Save Kyoto at dawn to your wishlist'));
    await hearts('Remove Kyoto at dawn from your wishlist', 2);
    await waitFor(() => expect(calls('PUT', `/api/wishlist/${kyoto}`)).toHaveLength(1));
    expect(calls('DELETE', `/api/wishlist/${nara}`)).toHaveLength(1);
    const [, init] = calls('PUT', `/api/wishlist/${kyoto}`)[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(screen.getByRole('button', { name: 'Save Nara deer park to your wishlist' })).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('puts the heart back and says so when the server refuses the save', async () => {
    savedOnServer = [];
    let refuse = () => {};
    handlers[`PUT /api/wishlist/${kyoto}`] = () =>
      new Promise((resolve) => {
        refuse = () => resolve(json(500, { success: false, message: 'Server trouble' }));
      });
    storeSession(emma);
    renderHearts();
    fireEvent.click(await heart('Save Kyoto at dawn to your wishlist'));
    // At once on screen, while the server is asked; undone when it refuses.
    await hearts('Remove Kyoto at dawn from your wishlist', 2);
    await waitFor(() => expect(calls('PUT', `/api/wishlist/${kyoto}`)).toHaveLength(1));
    refuse();
    await hearts('Save Kyoto at dawn to your wishlist', 2);
    expect(toast.error).toHaveBeenCalledWith('The tour could not be saved', expect.anything());
  });

  it('joins a visitor’s list to the account once at sign-in, then empties the browser’s', async () => {
    localStorage.setItem(browserWishlistKey, JSON.stringify([kyoto, nara]));
    savedOnServer = [];
    handlers['POST /api/wishlist/merge'] = () => {
      savedOnServer = [kyoto, nara];
      return idsAnswer();
    };
    renderHearts();
    await heart('Remove Kyoto at dawn from your wishlist');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls('POST', '/api/wishlist/merge')).toHaveLength(1));
    expect(bodyOf('POST', '/api/wishlist/merge')).toEqual({ tourIds: [kyoto, nara] });
    await waitFor(() => expect(localStorage.getItem(browserWishlistKey)).toBeNull());
    expect(await heart('Remove Nara deer park from your wishlist')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls('GET', '/api/wishlist/ids').length).toBeGreaterThan(0));
    expect(calls('POST', '/api/wishlist/merge')).toHaveLength(1);
  });
});

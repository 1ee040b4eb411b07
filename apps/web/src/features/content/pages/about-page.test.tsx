import { aboutPage } from '@tabi/site-content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { AboutPage } from './about-page.tsx';

const { handlers, calls } = fakeApi();

const stats = (data: Record<string, unknown>) => () => Response.json({ success: true, data });

function renderAbout() {
  renderRoutes([{ path: '/about', Component: AboutPage }], '/about');
}

/** The figure whose label (the `dt`) is `label`, as "value label note". */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement;

describe('AboutPage', () => {
  it('has one h1, the document title and description, and headings in order', async () => {
    handlers['GET /api/stats/public'] = stats({ tours: 28, cities: 17, averageRating: 4.8, reviews: 1234 });
    renderAbout();
    expect(await screen.findByRole('heading', { level: 1, name: aboutPage.title })).toBeInTheDocument();
    expect(document.title).toBe(`${aboutPage.title} · Tabi Tours`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      aboutPage.description,
    );
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    });
    for (const title of ['Who we are', 'How we choose our tours', 'Our guides']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Haruka Mori' })).toBeInTheDocument();
  });

  it('shows skeletons while the figures load, then the live figures from the API', async () => {
    let answer: (response: Response) => void = () => {};
    handlers['GET /api/stats/public'] = () => new Promise<Response>((resolve) => (answer = resolve));
    renderAbout();
    expect(await screen.findByText('Loading our figures…')).toBeInTheDocument();
    expect(screen.queryByText('Tours', { selector: 'dt' })).not.toBeInTheDocument();

    answer(
      Response.json({ success: true, data: { tours: 28, cities: 17, averageRating: 4.76, reviews: 1234 } }),
    );

    expect(await screen.findByText('Tours', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Tours')).toHaveTextContent('28');
    expect(figure('Cities')).toHaveTextContent('17');
    expect(figure('Average rating')).toHaveTextContent('4.8 out of 5');
    expect(figure('Average rating')).toHaveTextContent('from 1,234 reviews');
    expect(screen.queryByText('Loading our figures…')).not.toBeInTheDocument();
    expect(calls('GET', '/api/stats/public')).toHaveLength(1);
  });

  it('leaves the rating out while there are no reviews yet', async () => {
    handlers['GET /api/stats/public'] = stats({ tours: 3, cities: 2, averageRating: 0, reviews: 0 });
    renderAbout();
    expect(await screen.findByText('Tours', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Tours')).toHaveTextContent('3');
    expect(screen.queryByText('Average rating')).not.toBeInTheDocument();
  });

  it('leaves the figures out, not zeros, when they cannot be loaded; the page stays', async () => {
    handlers['GET /api/stats/public'] = () =>
      json(500, { success: false, message: 'Something broke', code: 'INTERNAL' });
    renderAbout();
    const main = await screen.findByRole('article');
    await waitFor(() => expect(screen.queryByText('Loading our figures…')).not.toBeInTheDocument());
    expect(within(main).queryByText('Tours', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(main).queryByText('Live from our catalog.')).not.toBeInTheDocument();
    expect(main.querySelector('dl')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: aboutPage.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/tours');
  });
});

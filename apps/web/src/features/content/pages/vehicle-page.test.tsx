import { vehiclesPage } from '@tabi/site-content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { VehiclePage } from './vehicle-page.tsx';

fakeApi();

async function renderVehicles() {
  renderRoutes([{ path: '/vehicle', Component: VehiclePage }], '/vehicle');
  return screen.findByRole('heading', { level: 1 });
}

describe('VehiclePage', () => {
  it('has one h1, the document title and description, and headings in order', async () => {
    expect(await renderVehicles()).toHaveTextContent(vehiclesPage.title);
    expect(document.title).toBe(`${vehiclesPage.title} · Tabi Tours`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      vehiclesPage.description,
    );
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    });
  });

  it('shows each vehicle with its seats, luggage, accessibility and the tours that use it', async () => {
    await renderVehicles();
    const all = [...vehiclesPage.road.vehicles, ...vehiclesPage.rail.vehicles];
    for (const vehicle of all) {
      const card = screen.getByRole('article', { name: vehicle.name });
      expect(within(card).getByText(vehicle.seats)).toBeInTheDocument();
      expect(within(card).getByText(vehicle.luggage)).toBeInTheDocument();
      expect(within(card).getByText(vehicle.accessibility)).toBeInTheDocument();
      expect(within(card).getAllByRole('link')).toHaveLength(vehicle.categories.length);
    }
    const minibus = screen.getByRole('article', { name: 'Hino Liesse II' });
    expect(within(minibus).getByText(/27 passengers/)).toBeInTheDocument();
    expect(within(minibus).getByRole('link', { name: 'Day Trips tours' })).toHaveAttribute(
      'href',
      '/tours?category=Day+Trips',
    );
    const welcab = screen.getByRole('article', { name: 'Toyota HiAce Welcab' });
    expect(within(welcab).getByRole('link', { name: 'City Walks tours' })).toHaveAttribute(
      'href',
      '/tours?category=City+Walks',
    );
  });

  it('links "Food & Drink" with the ampersand encoded', async () => {
    await renderVehicles();
    const links = screen.getAllByRole('link', { name: 'Food & Drink tours' });
    expect(links[0]).toHaveAttribute('href', '/tours?category=Food+%26+Drink');
  });

  it('says how drivers and vehicles are licensed and that child seats are on request', async () => {
    await renderVehicles();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Licensed, insured and inspected' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Green number plates.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Child seats on request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a plan' })).toHaveAttribute('href', '/contact');
  });
});

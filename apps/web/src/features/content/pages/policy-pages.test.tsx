import { company, policy, storageKeys } from '@tabi/contracts';
import { cancellationPolicy, privacyPolicy, refundPolicy, termsOfService } from '@tabi/site-content';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { CancellationPolicyPage } from './cancellation-policy-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { RefundPolicyPage } from './refund-policy-page.tsx';
import { TermsPage } from './terms-page.tsx';

fakeApi();

const pages: { path: string; title: string; description: string; Component: ComponentType }[] = [
  { path: '/privacy', ...privacyPolicy, Component: PrivacyPage },
  { path: '/terms', ...termsOfService['at-meeting-point'], Component: TermsPage },
  {
    path: '/cancellation-policy',
    ...cancellationPolicy['at-meeting-point'],
    Component: CancellationPolicyPage,
  },
  { path: '/refund-policy', ...refundPolicy['at-meeting-point'], Component: RefundPolicyPage },
];

async function renderPolicy(path: string, Component: ComponentType) {
  renderRoutes([{ path, Component }], path);
  return screen.findByRole('heading', { level: 1 });
}

/** One h1 first, and no level skipped on the way down (h2 after h1, h3 after h2). */
function expectHeadingOutline() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
  });
}

describe.each(pages)('$title page', ({ path, title, description, Component }) => {
  it('has its h1, document title, meta description, a date and an outline in order', async () => {
    const h1 = await renderPolicy(path, Component);
    expect(h1).toHaveTextContent(title);
    expect(document.title).toBe(`${title} · Tabi Tours`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(description);
    expect(screen.getByText(/Last updated/).querySelector('time')).toHaveAttribute(
      'datetime',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
    expectHeadingOutline();
    expect(screen.getByRole('heading', { level: 2, name: 'In short' })).toBeInTheDocument();
  });

  it('links its table of contents to every section', async () => {
    await renderPolicy(path, Component);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of within(contents).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('names the company e-mail as the way to reach us', async () => {
    await renderPolicy(path, Component);
    expect(screen.getAllByRole('link', { name: company.email })[0]).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
  });
});

describe('policy numbers come from `policy` in contracts', () => {
  it.each(pages.filter((page) => page.path !== '/privacy'))(
    '$title quotes the free cancellation window',
    async ({ path, Component }) => {
      await renderPolicy(path, Component);
      expect(document.body.textContent).toContain(`${policy.freeCancellationHours} hours`);
    },
  );

  it.each(pages.filter((page) => page.path === '/terms' || page.path === '/cancellation-policy'))(
    '$title quotes the booking cut-off',
    async ({ path, Component }) => {
      await renderPolicy(path, Component);
      expect(document.body.textContent).toContain(`close ${policy.bookingCutoffHours} hours before`);
    },
  );
});

describe('privacy policy', () => {
  it('names the storage keys, the password hashing, Google sign-in and the session limits', async () => {
    await renderPolicy('/privacy', PrivacyPage);
    const text = document.body.textContent ?? '';
    expect(screen.getAllByText(storageKeys.token, { selector: 'code' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(storageKeys.user, { selector: 'code' }).length).toBeGreaterThan(0);
    expect(text).toContain('argon2');
    expect(text).toContain('never receive your Google password');
    expect(text).toContain('30 days');
    expect(text).toContain('7 days');
    expect(screen.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeInTheDocument();
  });
});

describe('terms of service', () => {
  it('names Japanese law and the Kyoto District Court', async () => {
    await renderPolicy('/terms', TermsPage);
    expect(screen.getByRole('heading', { level: 2, name: 'Governing law and disputes' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('Kyoto District Court');
    expect(screen.getAllByRole('link', { name: 'Cancellation Policy' })[0]).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );
  });
});

import { sitePassages } from '@tabi/site-content';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { AboutPage } from './about-page.tsx';
import { CancellationPolicyPage } from './cancellation-policy-page.tsx';
import { ContactPage } from './contact-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { FeaturePage } from './feature-page.tsx';
import { HelpPage } from './help-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { RefundPolicyPage } from './refund-policy-page.tsx';
import { TermsPage } from './terms-page.tsx';
import { VehiclePage } from './vehicle-page.tsx';

/*
 * The assistant links to the content's passages as `${path}#${anchor}`: each must land on an element of
 * the page this app renders at that path.
 */

fakeApi();

const pages: Record<string, ComponentType> = {
  '/faq': FaqPage,
  '/help': HelpPage,
  '/cancellation-policy': CancellationPolicyPage,
  '/refund-policy': RefundPolicyPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/about': AboutPage,
  '/vehicle': VehiclePage,
  '/contact': ContactPage,
};

const passages = sitePassages('at-meeting-point');
const paths = [...new Set(passages.map((passage) => passage.path))];

describe('the content passages', () => {
  it.each(paths)('%s: every anchor is an element of the page', async (path) => {
    const Component = path.startsWith('/features/') ? FeaturePage : pages[path];
    if (!Component) throw new Error(`No page is rendered at ${path}`);
    renderRoutes([{ path: path.startsWith('/features/') ? '/features/*' : path, Component }], path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      passages.find((passage) => passage.path === path)?.pageTitle ?? '',
    );
    const missing = passages
      .filter((passage) => passage.path === path && passage.anchor !== '')
      .map((passage) => passage.anchor)
      .filter((anchor) => !document.getElementById(anchor));
    expect(missing).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichBlocks, RichText } from './policy-rich-text.tsx';

function renderText(text: string) {
  return renderElement(<RichText text={text} />);
}

function renderElement(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element: <div data-testid="text">{element}</div> }]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId('text');
}

describe('RichText', () => {
  it('turns [label](href) into links: site paths, anchors, mailto and web addresses', () => {
    const text = renderText(
      'See [My bookings](/bookings), [below](#retention), [mail](mailto:a@b.jp) or [Google](https://policies.google.com/privacy).',
    );
    expect(text).toHaveTextContent('See My bookings, below, mail or Google.');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('link', { name: 'below' })).toHaveAttribute('href', '#retention');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.jp');
    expect(screen.getByRole('link', { name: 'Google' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks **emphasis** and `names`, and leaves any HTML as text', () => {
    const text = renderText('**Free** until `token` <b>x</b>');
    expect(text.querySelector('strong')).toHaveTextContent('Free');
    expect(text.querySelector('code')).toHaveTextContent('token');
    expect(text.querySelector('b')).toBeNull();
    expect(text).toHaveTextContent('Free until token <b>x</b>');
  });
});

describe('RichBlocks', () => {
  it('writes a paragraph per string, lists (numbered when ordered) and sub-headings, with their marks', () => {
    const blocks = renderElement(
      <RichBlocks
        blocks={[
          'Open [My bookings](/bookings).',
          { list: ['**One**', 'Two'] },
          { subheading: 'Next' },
          { list: ['First', 'Second'], ordered: true },
        ]}
      />,
    );
    expect([...blocks.children].map((child) => child.tagName)).toEqual(['P', 'UL', 'H3', 'OL']);
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(blocks.querySelector('ul strong')).toHaveTextContent('One');
    expect(blocks.querySelectorAll('ol > li')).toHaveLength(2);
  });
});

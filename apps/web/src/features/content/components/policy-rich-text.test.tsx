import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichText } from './policy-rich-text.tsx';

function renderText(text: string) {
  const router = createMemoryRouter([
    { path: '/', element: <p data-testid="text">{<RichText text={text} />}</p> },
  ]);
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

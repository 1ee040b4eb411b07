import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MessageText, messagePlainText } from './message-text.tsx';

function renderText(text: string) {
  const onNavigate = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <MessageText text={text} onNavigate={onNavigate} /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { onNavigate, router, container };
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
    const { onNavigate, router } = renderText(
      '- [Kyoto Food Walk](/tours/aaaaaaaa-0000-4000-8000-000000000001) from $95 per person',
    );
    const link = screen.getByRole('link', { name: 'Kyoto Food Walk' });
    expect(link).toHaveAttribute('href', '/tours/aaaaaaaa-0000-4000-8000-000000000001');
    expect(screen.getByRole('listitem')).toHaveTextContent('Kyoto Food Walk from $95 per person');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/tours/aaaaaaaa-0000-4000-8000-000000000001');
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

import type { OutboxMessage, OutboxMessageSummary } from '@tabi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configAnswer, fakeApi, json, pageOf } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { AdminOutboxMessagePage } from './admin-outbox-message-page.tsx';
import { AdminOutboxPage } from './admin-outbox-page.tsx';

const messageId = 'e0000000-0000-4000-8000-000000000001';

const message: OutboxMessage = {
  _id: messageId,
  to: 'emma@example.com',
  subject: 'Your booking TB-7K3Q9X is confirmed',
  text: 'Hello Emma,\n\nSee you at Inari Station exit.',
  html: '<p>Hello <strong>Emma</strong>,</p><script>alert(1)</script>',
  hiddenLinks: 0,
  attachments: [],
  createdAt: '2027-03-10T03:00:00.000Z',
};

const summary: OutboxMessageSummary = {
  _id: messageId,
  to: message.to,
  subject: message.subject,
  preview: 'Hello Emma, See you at Inari Station exit.',
  createdAt: message.createdAt,
};

let messages: OutboxMessageSummary[];
let stored: OutboxMessage | undefined;
const { handlers, lastQuery } = fakeApi({
  '/api/config': () => configAnswer(),
  '/api/auth/me': () => profileAnswer(admin),
  '/api/admin/outbox': () => Response.json(pageOf(messages)),
  [`/api/admin/outbox/${messageId}`]: () =>
    stored
      ? json(200, { success: true, data: stored })
      : json(404, { success: false, message: 'Message not found', code: 'NOT_FOUND' }),
});

beforeEach(() => {
  messages = [summary];
  stored = message;
});

function renderPages(path: string) {
  storeSession(admin, 'tok-admin');
  return renderRoutes(
    [
      { path: '/admin/outbox', Component: AdminOutboxPage },
      { path: '/admin/outbox/:id', Component: AdminOutboxMessagePage },
    ],
    path,
  );
}

describe('AdminOutboxPage', () => {
  it('lists the kept e-mails with recipient, subject, preview and time', async () => {
    renderPages('/admin/outbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: message.subject });
    expect(link).toHaveAttribute('href', `/admin/outbox/${messageId}`);
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('emma@example.com')).toBeInTheDocument();
    expect(row.getByText(summary.preview)).toBeInTheDocument();
    expect(link.closest('tr')?.querySelector('time')).toHaveAttribute('datetime', message.createdAt);
    expect(screen.getByText('1 e-mail')).toBeInTheDocument();
  });

  it('keeps the search and page in the address and the request', async () => {
    handlers['GET /api/admin/outbox'] = () =>
      Response.json(pageOf(messages, { page: 2, pages: 2, total: 21 }));
    const router = renderPages('/admin/outbox?page=2');
    await screen.findByRole('link', { name: message.subject });
    expect(lastQuery('/api/admin/outbox')).toEqual({ page: '2', limit: '50' });

    fireEvent.change(screen.getByLabelText('Recipient or subject'), { target: { value: ' booking ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery('/api/admin/outbox')).toEqual({ q: 'booking', page: '1', limit: '50' }),
    );
    expect(router.state.location.search).toBe('?q=booking');
  });

  it('explains where mail comes from while the outbox is empty', async () => {
    messages = [];
    renderPages('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'No e-mails yet' })).toBeInTheDocument();
    expect(screen.getByText(/Mail lands here when SMTP_URL is not set/)).toBeInTheDocument();
  });

  it('opens a message from the list and leads back to the same page of it', async () => {
    handlers['GET /api/admin/outbox'] = () =>
      Response.json(pageOf(messages, { page: 2, pages: 2, total: 21 }));
    const router = renderPages('/admin/outbox?q=booking&page=2');
    fireEvent.click(await screen.findByRole('link', { name: message.subject }));

    expect(await screen.findByRole('heading', { level: 1, name: message.subject })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/outbox/${messageId}`);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the outbox' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=booking&page=2'));
    expect(router.state.location.pathname).toBe('/admin/outbox');
  });
});

describe('AdminOutboxMessagePage', () => {
  it('shows the headers and the HTML body in a sandboxed frame, and the text on request', async () => {
    renderPages(`/admin/outbox/${messageId}`);
    expect(await screen.findByRole('heading', { level: 1, name: message.subject })).toBeInTheDocument();
    expect(screen.getByText('To').nextElementSibling).toHaveTextContent('emma@example.com');
    const date = screen.getByText('Date').nextElementSibling;
    expect(date?.querySelector('time')).toHaveAttribute('datetime', message.createdAt);
    // The operator's clock, as every time on the site: 03:00 UTC is noon in Tokyo.
    await waitFor(() => expect(date).toHaveTextContent(/^Wed 10 Mar 2027, 12:00 JST/));

    const frame = screen.getByTitle(`HTML version of “${message.subject}”`);
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: no scripts, forms, popups or same-origin access for the mail.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', message.html);
    expect(screen.getByRole('button', { name: 'HTML' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('The link in this e-mail is hidden')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Plain text' }));
    expect(screen.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTitle(`HTML version of “${message.subject}”`)).toBeNull();
    const text = screen.getByText(/See you at Inari Station exit\./);
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(message.text);
  });

  it('shows the text of a mail without HTML, with no toggle', async () => {
    stored = { ...message, html: null };
    renderPages(`/admin/outbox/${messageId}`);
    expect(await screen.findByText('Text only: this e-mail has no HTML version.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'HTML' })).toBeNull();
    expect(screen.getByText(/See you at Inari Station exit\./).tagName).toBe('PRE');
  });

  it('names the files a mail carried (a booking’s calendar event), and no line for a mail without', async () => {
    stored = {
      ...message,
      attachments: [
        { filename: 'tabi-TB-7K3Q9X.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
      ],
    };
    renderPages(`/admin/outbox/${messageId}`);
    await screen.findByRole('heading', { level: 1, name: message.subject });
    expect(screen.getByText('Attached').nextElementSibling).toHaveTextContent('tabi-TB-7K3Q9X.ics');
  });

  it('says why the link of a reset or confirmation mail is hidden, and nothing for other mail', async () => {
    stored = {
      ...message,
      subject: 'Reset your Tabi Tours password',
      text: 'Choose a new password: https://tours.example/reset-password/[hidden]',
      hiddenLinks: 1,
    };
    renderPages(`/admin/outbox/${messageId}`);
    const note = await screen.findByText('The link in this e-mail is hidden');
    expect(note.closest('[role="status"]')).toHaveTextContent(
      "It opens emma@example.com's account (a password reset, an address confirmation or an undo)",
    );
  });

  it('says when the message does not exist, with a way back', async () => {
    stored = undefined;
    const router = renderPages(`/admin/outbox/${messageId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail not found' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to the outbox' });
    expect(back).toHaveAttribute('href', '/admin/outbox');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/outbox'));
  });
});

import type { ChatMessage } from '@tabi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';
import { lastSocket, sockets } from '../../../test/socket-io-mock.ts';
import { chatStore } from '../lib/chat-store.ts';
import { LiveChatConnection } from './live-chat-connection.tsx';
import { LiveChatPanel } from './live-chat-panel.tsx';

// socket.io-client is the boundary; the test's sockets can also be written to.
vi.mock('socket.io-client', async () => {
  const mock = await import('../../../test/socket-io-mock.ts');
  return { ...mock, io: (options: { auth?: unknown }) => Object.assign(mock.io(options), { emit: vi.fn() }) };
});
vi.mock('../lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn(async () => 'clip') }));

const agent = {
  _id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Kenji',
  email: 'kenji@tabi.example',
  avatar: null,
};
const mine = { _id: emma.id, name: emma.name, email: emma.email, avatar: null };
let n = 0;
function message(text: string, sender = agent): ChatMessage {
  n += 1;
  const id = `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { _id: id, message: text, sender, createdAt: new Date(Date.UTC(2027, 2, 12, 9, n)).toISOString() };
}

let pages: Record<string, ChatMessage[]>;
const { calls } = fakeApi({
  '/api/config': () => configAnswer(),
  '/api/auth/me': () => profileAnswer(emma),
  '/api/chat/user/messages': (_init, url) =>
    Response.json({ success: true, messages: pages[url.searchParams.get('before') ?? 'latest'] ?? [] }),
});

beforeEach(() => {
  pages = {};
  sockets.length = 0;
  localStorage.clear();
});

function Layout() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LiveChatConnection />
      <button type="button" onClick={() => setOpen(!open)}>
        Toggle chat
      </button>
      {open && <LiveChatPanel />}
      <Outlet />
    </>
  );
}

async function renderChat() {
  storeSession(emma);
  renderRoutes([{ path: '/', Component: Layout }], '/');
  await waitFor(() => expect(sockets).toHaveLength(1), { timeout: 5000 });
  const socket = lastSocket() as ReturnType<typeof lastSocket> & { emit: ReturnType<typeof vi.fn> };
  return socket;
}
const toggle = () => fireEvent.click(screen.getByRole('button', { name: 'Toggle chat' }));
const box = () => screen.getByRole('textbox', { name: 'Message' });

describe('LiveChatPanel', () => {
  it('is offline with the input disabled until connected, then loads the history and shows the empty state', async () => {
    const socket = await renderChat();
    toggle();
    expect(await screen.findByText('Offline - Connecting...')).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Loading messages...' })).toBeInTheDocument();
    expect(calls('GET', '/api/chat/user/messages')).toHaveLength(0);

    act(() => socket.receive('connect'));
    expect(await screen.findByText("Online - We're here to help!")).toBeInTheDocument();
    expect(await screen.findByText('Start a Conversation')).toBeInTheDocument();
    expect(screen.getByText('No messages yet...')).toBeInTheDocument();
    expect(box()).toBeEnabled();
  });

  it("shows each message's time on the operator's clock, as every time on the site", async () => {
    const sent = { ...message('Is the 09:00 tour still on?', mine), createdAt: '2027-03-12T09:01:00.000Z' };
    pages = { latest: [sent] };
    const socket = await renderChat();
    act(() => socket.receive('connect'));
    toggle();
    const log = await screen.findByRole('log', { name: 'Conversation with support' });
    // 09:01 UTC is 18:01 in Tokyo, whatever the reader's own zone.
    const time = await within(log).findByText('18:01 JST');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', sent.createdAt);
  });

  it('shows the history, own messages apart, and older ones as the user scrolls up', async () => {
    const older = Array.from({ length: 50 }, (_, i) => message(`Older ${i}`));
    const latest = [
      message('Hello, I have a question', mine),
      ...Array.from({ length: 49 }, (_, i) => message(`Reply ${i}`)),
    ];
    pages = { latest, [latest[0]!._id]: older };
    const socket = await renderChat();
    act(() => socket.receive('connect'));
    toggle();
    const log = await screen.findByRole('log', { name: 'Conversation with support' });
    expect(await within(log).findByText('Hello, I have a question')).toBeInTheDocument();
    expect(within(log).getAllByText('You:')).toHaveLength(1);
    expect(within(log).queryByText('Older 0')).toBeNull();

    fireEvent.scroll(log);
    expect(await within(log).findByText('Older 0')).toBeInTheDocument();
    const requested = calls('GET', '/api/chat/user/messages').map(
      ([input]) => new URL(String(input), 'http://x').search,
    );
    expect(requested).toEqual(['', `?before=${latest[0]!._id}`]);
    const texts = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts[0]).toContain('Older 0');
    expect(texts.at(-1)).toContain('Reply 48');
  });

  it('sends with Enter, keeps Shift+Enter for a new line, ignores whitespace and refuses over 500 characters', async () => {
    const socket = await renderChat();
    act(() => socket.receive('connect'));
    toggle();
    await screen.findByText('Start a Conversation');

    fireEvent.focus(box());
    expect(socket.emit).toHaveBeenCalledWith('typingStartToAdmin');
    fireEvent.change(box(), { target: { value: '   \n ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(socket.emit).not.toHaveBeenCalledWith('sendMessageToAdmin', expect.anything());

    fireEvent.change(box(), { target: { value: 'Line one' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(socket.emit).not.toHaveBeenCalledWith('sendMessageToAdmin', expect.anything());
    expect(box()).toHaveValue('Line one');

    fireEvent.change(box(), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeInTheDocument();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('Message must be at most 500 characters');
    expect(socket.emit).not.toHaveBeenCalledWith('sendMessageToAdmin', expect.anything());

    fireEvent.change(box(), { target: { value: '  Is the tea ceremony tour open on Friday?  ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(socket.emit).toHaveBeenCalledWith('sendMessageToAdmin', {
      message: 'Is the tea ceremony tour open on Friday?',
    });
    expect(box()).toHaveValue('');
    expect(screen.getByText('Sending...')).toBeInTheDocument();

    act(() => socket.receive('messageSent', message('Is the tea ceremony tour open on Friday?', mine)));
    act(() => socket.receive('messageSent', message('Is the tea ceremony tour open on Friday?', mine)));
    await waitFor(() => expect(screen.queryByText('Sending...')).toBeNull());
    expect(screen.getAllByText('Is the tea ceremony tour open on Friday?')).toHaveLength(2);

    fireEvent.blur(box());
    expect(socket.emit).toHaveBeenCalledWith('typingStopToAdmin');
  });

  it("counts support's replies while closed, clears them on opening, shows typing, and keeps a dropped message with a retry", async () => {
    const socket = await renderChat();
    act(() => socket.receive('connect'));
    const reply = message('We are open on Friday.');
    act(() => {
      socket.receive('newMessageFromAdmin', reply);
      socket.receive('newMessageFromAdmin', reply);
      socket.receive('newMessageFromAdmin', message('Shall I book it?'));
    });
    expect(chatStore.getState().unread).toBe(2);

    toggle();
    expect(chatStore.getState().unread).toBe(0);
    expect(await screen.findByText('Shall I book it?')).toBeInTheDocument();
    act(() => socket.receive('adminTyping', { typing: true }));
    expect(screen.getByText('Agent is typing...')).toBeInTheDocument();

    fireEvent.change(box(), { target: { value: 'Yes please' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    act(() => socket.receive('disconnect', 'transport close'));
    expect(screen.getByText('Offline - Connecting...')).toBeInTheDocument();
    expect(screen.queryByText('Agent is typing...')).toBeNull();
    expect(screen.getByText('Not sent: the connection was lost.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Waiting for the connection...')).toBeInTheDocument();
    socket.emit.mockClear();
    act(() => socket.receive('connect'));
    expect(socket.emit).toHaveBeenCalledWith('sendMessageToAdmin', { message: 'Yes please' });
  });

  it('acknowledges a message with when to expect a reply, then marks it delivered and read', async () => {
    // Wednesday 10 March 2027, 10:15 in Kyoto: the office is open.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-10T01:15:00.000Z'));
    try {
      const asked = { ...message('Can I bring a stroller?', mine), createdAt: '2027-03-10T01:14:00.000Z' };
      const welcome = { ...message('Welcome to Tabi Tours!'), createdAt: '2027-03-09T01:00:00.000Z' };
      pages = { latest: [welcome, asked] };
      const socket = await renderChat();
      act(() => socket.receive('connect'));
      toggle();
      const log = await screen.findByRole('log', { name: 'Conversation with support' });
      const own = (await within(log).findByText('Can I bring a stroller?')).closest('li')!;
      expect(own).toHaveTextContent('Delivered');
      expect(log).toHaveTextContent(
        'Thanks, your message reached our team. Our team in Kyoto usually replies within an hour.',
      );

      act(() => socket.receive('supportRead', { readAt: '2027-03-10T01:15:00.000Z' }));
      expect(own).toHaveTextContent('Read');
      expect(own).not.toHaveTextContent('Delivered');

      // Once support answers, the note goes and the receipt stays with the user's latest message only.
      const answer = { ...message('Yes, strollers are fine.'), createdAt: '2027-03-10T01:16:00.000Z' };
      act(() => socket.receive('newMessageFromAdmin', answer));
      expect(await within(log).findByText('Yes, strollers are fine.')).toBeInTheDocument();
      expect(log).not.toHaveTextContent('Thanks, your message reached our team.');
      expect(own).toHaveTextContent('Read');
    } finally {
      vi.useRealTimers();
    }
  });

  it('remembers the mute toggle', async () => {
    await renderChat();
    toggle();
    const mute = await screen.findByRole('button', { name: 'Mute notification sound' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('tabi.chat.muted')).toBe('true');
  });
});

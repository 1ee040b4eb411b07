import type { ChatConversation, ChatMessage, ChatParticipant } from '@tabi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pageOf } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { admin, profileAnswer, storeSession } from '../../../../test/session.ts';
import { lastSocket, sockets } from '../../../../test/socket-io-mock.ts';
import { AdminLayout } from '../../shared/components/admin-layout.tsx';
import { inboxStore } from '../lib/inbox-store.ts';
import { AdminChatPage } from './admin-chat-page.tsx';

// socket.io-client is the boundary; the test's sockets can also be written to.
vi.mock('socket.io-client', async () => {
  const mock = await import('../../../../test/socket-io-mock.ts');
  return { ...mock, io: (options: { auth?: unknown }) => Object.assign(mock.io(options), { emit: vi.fn() }) };
});

const person = (n: number, name: string, email: string): ChatParticipant => ({
  _id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  email,
  avatar: null,
});
const emma = person(1, 'Emma Lindqvist', 'emma@example.com');
const yuki = person(2, 'Yuki Sato', 'yuki@example.com');
const support: ChatParticipant = { _id: admin.id, name: admin.name, email: admin.email, avatar: null };

let n = 0;
function message(text: string, sender: ChatParticipant): ChatMessage {
  n += 1;
  const id = `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    message: text,
    sender,
    createdAt: new Date(Date.UTC(2027, 2, 12, 9, n % 60)).toISOString(),
  };
}
const line = (user: ChatParticipant, last: ChatMessage, unreadCount = 0): ChatConversation => ({
  _id: user,
  lastMessage: last,
  unreadCount,
});

let conversations: ChatConversation[];
let threads: Record<string, ChatMessage[]>;
const { calls } = fakeApi({
  '/api/auth/me': () => profileAnswer(admin),
  '/api/chat/admin/conversations': (_init, url) => {
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    return Response.json({
      success: true,
      conversations: conversations.filter(
        (c) => c._id.name.toLowerCase().includes(search) || c._id.email.includes(search),
      ),
    });
  },
  [`/api/chat/admin/conversation/${emma._id}`]: (_init, url) =>
    Response.json({ success: true, messages: threads[url.searchParams.get('before') ?? emma._id] ?? [] }),
  [`/api/chat/admin/conversation/${yuki._id}`]: () => Response.json({ success: true, messages: [] }),
  '/api/admin/bookings': () => Response.json(pageOf([])),
});

beforeEach(() => {
  sockets.length = 0;
  localStorage.clear();
  inboxStore.reset();
  const fromEmma = message('Is the Kyoto walk on in the rain?', emma);
  const fromYuki = message('Thanks!', yuki);
  conversations = [line(yuki, fromYuki), line(emma, fromEmma, 2)];
  threads = { [emma._id]: [message('Hello', emma), fromEmma] };
});

type TestSocket = ReturnType<typeof lastSocket> & { emit: ReturnType<typeof vi.fn> };

async function renderInbox(path = '/admin/chat') {
  storeSession(admin);
  renderRoutes(
    [
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { path: 'chat', Component: AdminChatPage },
          { path: 'bookings', element: <h1>Bookings page</h1> },
        ],
      },
    ],
    path,
  );
  await waitFor(() => expect(sockets).toHaveLength(1), { timeout: 5000 });
  const socket = lastSocket() as TestSocket;
  act(() => socket.receive('connect'));
  return socket;
}
const names = () =>
  screen.getAllByTestId('conversation').map((row) => row.querySelector('.truncate')?.textContent);
const navBadge = () =>
  within(screen.getByRole('navigation', { name: 'Admin console' })).getByRole('link', {
    name: /Support inbox/,
  });
const emitted = (socket: TestSocket, event: string) =>
  socket.emit.mock.calls.filter(([name]) => name === event).map(([, payload]) => payload);

describe('AdminChatPage', () => {
  it('lists the conversations with their last message, unread badge and online dot, and searches them', async () => {
    const socket = await renderInbox();
    await waitFor(() => expect(names()).toEqual(['Yuki Sato', 'Emma Lindqvist']));
    const emmaRow = screen.getAllByTestId('conversation')[1]!;
    expect(emmaRow).toHaveTextContent('emma@example.com');
    expect(emmaRow).toHaveTextContent('Is the Kyoto walk on in the rain?');
    expect(emmaRow).toHaveTextContent('2 unread');
    expect(within(emmaRow).queryByText('Online')).toBeNull();

    act(() => socket.receive('onlineUsers', [{ userId: emma._id, name: emma.name }]));
    expect(within(emmaRow).getByText('Online')).toBeInTheDocument();
    act(() => socket.receive('userOffline', { userId: emma._id }));
    expect(within(emmaRow).queryByText('Online')).toBeNull();
    act(() => socket.receive('userOnline', { userId: yuki._id, name: yuki.name }));
    expect(within(screen.getAllByTestId('conversation')[0]!).getByText('Online')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: /Search conversations/ }), {
      target: { value: 'emma@' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(names()).toEqual(['Emma Lindqvist']));
    expect(calls('GET', '/api/chat/admin/conversations').at(-1)?.[0]).toContain('search=emma%40');
  });

  it('moves a conversation to the top on a new message, counts it unread, and shows the count in the navigation', async () => {
    const socket = await renderInbox();
    await waitFor(() => expect(names()).toEqual(['Yuki Sato', 'Emma Lindqvist']));
    await waitFor(() => expect(navBadge()).toHaveTextContent('1 unread conversation'));

    const again = message('Also, can I bring my dog?', emma);
    act(() => socket.receive('newMessageFromUser', { message: again, user: emma }));
    expect(names()).toEqual(['Emma Lindqvist', 'Yuki Sato']);
    expect(screen.getAllByTestId('conversation')[0]).toHaveTextContent('Also, can I bring my dog?');
    expect(screen.getAllByTestId('conversation')[0]).toHaveTextContent('3 unread');

    act(() => socket.receive('newMessageFromUser', { message: message('Hi there', yuki), user: yuki }));
    expect(names()).toEqual(['Yuki Sato', 'Emma Lindqvist']);
    await waitFor(() => expect(navBadge()).toHaveTextContent('2 unread conversations'));

    const newcomer = person(3, 'Aiko Mori', 'aiko@example.com');
    act(() => socket.receive('newMessageFromUser', { message: message('First!', newcomer), user: newcomer }));
    expect(names()).toEqual(['Aiko Mori', 'Yuki Sato', 'Emma Lindqvist']);
    await waitFor(() => expect(navBadge()).toHaveTextContent('3 unread conversations'));
  });

  it('opens a thread, reads it, and reads a new message in the open thread at once', async () => {
    const socket = await renderInbox();
    fireEvent.click(await screen.findByRole('link', { name: /Emma Lindqvist/ }));
    const thread = await screen.findByRole('region', { name: 'Conversation with Emma Lindqvist' });
    expect(await within(thread).findByText('Hello')).toBeInTheDocument();
    expect(within(thread).getByText('Is the Kyoto walk on in the rain?')).toBeInTheDocument();
    expect(emitted(socket, 'markMessagesAsRead')).toEqual([{ senderId: emma._id }]);
    await waitFor(() => expect(screen.getAllByTestId('conversation')[1]).not.toHaveTextContent('unread'));
    expect(within(navBadge()).queryByText(/unread/)).toBeNull();

    act(() => socket.receive('newMessageFromUser', { message: message('Are you there?', emma), user: emma }));
    expect(within(thread).getByText('Are you there?')).toBeInTheDocument();
    expect(screen.getAllByTestId('conversation')[0]).not.toHaveTextContent('unread');
    expect(emitted(socket, 'markMessagesAsRead')).toHaveLength(2);

    // The profile beside the thread, with a link to the traveller's bookings.
    const about = screen.getByRole('complementary', { name: 'About this traveller' });
    expect(within(about).getByText('emma@example.com')).toBeInTheDocument();
    expect(await within(about).findByText('No bookings yet.')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'All bookings of Emma Lindqvist' })).toHaveAttribute(
      'href',
      '/admin/bookings?q=emma%40example.com',
    );
  });

  it('sends a reply with Enter, shows it once when the server confirms it, and refuses empty or too long text', async () => {
    const socket = await renderInbox(`/admin/chat?user=${emma._id}`);
    const thread = await screen.findByRole('region', { name: 'Conversation with Emma Lindqvist' });
    await within(thread).findByText('Hello');
    const box = screen.getByRole('textbox', { name: 'Reply' });

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(emitted(socket, 'sendMessageToUser')).toEqual([]);

    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByText('Message must be at most 500 characters')).toBeInTheDocument();
    expect(emitted(socket, 'sendMessageToUser')).toEqual([]);

    fireEvent.change(box, { target: { value: 'Yes, rain or shine.' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(emitted(socket, 'sendMessageToUser')).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(emitted(socket, 'sendMessageToUser')).toEqual([
      { userId: emma._id, message: 'Yes, rain or shine.' },
    ]);
    expect(box).toHaveValue('');
    expect(within(thread).getByText('Sending...')).toBeInTheDocument();

    const reply = message('Yes, rain or shine.', support);
    act(() => socket.receive('messageSentToUser', reply));
    act(() => socket.receive('messageSentToUser', reply));
    expect(within(thread).getAllByText('Yes, rain or shine.')).toHaveLength(1);
    expect(within(thread).queryByText('Sending...')).toBeNull();
    const emmaRow = screen.getAllByTestId('conversation').find((row) => row.textContent?.includes('Emma'));
    expect(emmaRow).toHaveTextContent('Support: Yes, rain or shine.');
    expect(names()[0]).toBe('Emma Lindqvist');

    // The server's refusal is shown.
    fireEvent.change(box, { target: { value: 'Again' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    act(() =>
      socket.receive('error', {
        event: 'sendMessageToUser',
        message: 'You are sending messages too quickly. Please wait a few seconds and try again.',
        code: 'RATE_LIMITED',
      }),
    );
    expect(within(thread).getByText(/You are sending messages too quickly/)).toBeInTheDocument();
    expect(within(thread).queryByText('Sending...')).toBeNull();

    // A reply in flight when the connection drops is not resent; the agent is told to check.
    fireEvent.change(box, { target: { value: 'One more' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    act(() => socket.receive('disconnect'));
    expect(
      within(thread).getByText(/The connection dropped while a reply was being sent/),
    ).toBeInTheDocument();
    expect(within(thread).queryByText('Sending...')).toBeNull();
    fireEvent.change(box, { target: { value: 'Offline reply' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(within(thread).getByText(/Not connected: the reply was not sent/)).toBeInTheDocument();
    expect(box).toHaveValue('Offline reply');
  });

  it('shows the user typing and tells the user the agent is typing', async () => {
    const socket = await renderInbox(`/admin/chat?user=${emma._id}`);
    const thread = await screen.findByRole('region', { name: 'Conversation with Emma Lindqvist' });
    act(() => socket.receive('userTyping', { userId: emma._id, typing: true }));
    expect(within(thread).getByText('typing...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('typing...')).toHaveLength(2));
    act(() => socket.receive('userTyping', { userId: emma._id, typing: false }));
    expect(screen.queryByText('typing...')).toBeNull();

    const box = screen.getByRole('textbox', { name: 'Reply' });
    fireEvent.change(box, { target: { value: 'Let me check' } });
    fireEvent.change(box, { target: { value: 'Let me check...' } });
    expect(emitted(socket, 'adminTypingStart')).toEqual([{ userId: emma._id }]);
    fireEvent.blur(box);
    expect(emitted(socket, 'adminTypingStop')).toEqual([{ userId: emma._id }]);
  });

  it('loads the older page as the agent scrolls to the top', async () => {
    const page = Array.from({ length: 50 }, (_, i) => message(`Message ${i}`, emma));
    threads = { [emma._id]: page, [page[0]!._id]: [message('The very first one', emma)] };
    await renderInbox(`/admin/chat?user=${emma._id}`);
    const thread = await screen.findByRole('region', { name: 'Conversation with Emma Lindqvist' });
    await within(thread).findByText('Message 49');
    fireEvent.scroll(screen.getByTestId('chat-scroller'), { target: { scrollTop: 0 } });
    expect(await within(thread).findByText('The very first one')).toBeInTheDocument();
    expect(calls('GET', `/api/chat/admin/conversation/${emma._id}`).at(-1)?.[0]).toContain(
      `before=${page[0]!._id}`,
    );
    expect(within(thread).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('shows the list or the thread on a phone, with a back button from the thread', async () => {
    await renderInbox();
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(screen.getByTestId('inbox-list')).not.toHaveClass('hidden');
    expect(screen.getByTestId('inbox-thread')).toHaveClass('hidden');
    fireEvent.click(screen.getByRole('link', { name: /Yuki Sato/ }));
    await screen.findByRole('region', { name: 'Conversation with Yuki Sato' });
    expect(screen.getByTestId('inbox-list')).toHaveClass('hidden');
    expect(screen.getByTestId('inbox-thread')).not.toHaveClass('hidden');
    fireEvent.click(screen.getByRole('link', { name: 'Back to conversations' }));
    await waitFor(() => expect(screen.getByTestId('inbox-thread')).toHaveClass('hidden'));
    expect(screen.getByText('Choose a conversation')).toBeInTheDocument();
  });
});

import type { ChatMessage } from '@tabi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatStore,
  confirmTimeoutMs,
  createChatStore,
  mutedStorageKey,
  notSentMessage,
} from './chat-store.ts';

const me = { id: '11111111-1111-4111-8111-111111111111', email: 'emma@example.com' };
const agent = {
  _id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Kenji',
  email: 'kenji@tabi.example',
  avatar: null,
};

let n = 0;
function fromAgent(text = 'How can we help?'): ChatMessage {
  n += 1;
  return { _id: `m-${n}`, message: text, sender: agent, createdAt: new Date().toISOString() };
}
function fromMe(text: string, at = new Date()): ChatMessage {
  n += 1;
  return {
    _id: `m-${n}`,
    message: text,
    sender: { _id: me.id, name: 'Emma', email: me.email, avatar: null },
    createdAt: at.toISOString(),
  };
}

let sound: ReturnType<typeof vi.fn<() => void>>;
let sent: string[];
let online: boolean;
let store: ChatStore;

beforeEach(() => {
  localStorage.clear();
  sound = vi.fn<() => void>();
  sent = [];
  online = true;
  store = createChatStore({ sound });
  store.reset(me);
  store.attach({ send: (text) => online && sent.push(text) > 0, typing: () => {} });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chat store', () => {
  it("counts support's messages received while the panel is closed, once each, and clears them when it opens", () => {
    const first = fromAgent();
    store.receive(first);
    store.receive(first);
    store.receive(fromAgent());
    expect(store.getState().unread).toBe(2);
    expect(store.getState().live).toHaveLength(2);

    store.setOpen(true);
    expect(store.getState().unread).toBe(0);
    store.receive(fromAgent());
    expect(store.getState().unread).toBe(0);

    store.setOpen(false);
    store.receive(fromMe('My own, from another tab'));
    expect(store.getState().unread).toBe(0);
    store.receive(fromAgent());
    expect(store.getState().unread).toBe(1);
  });

  it("rings for support's messages unless muted, and remembers the mute", () => {
    store.receive(fromAgent());
    expect(sound).toHaveBeenCalledTimes(1);
    store.receive(fromMe('Hi'));
    expect(sound).toHaveBeenCalledTimes(1);

    store.toggleMuted();
    expect(localStorage.getItem(mutedStorageKey)).toBe('true');
    store.receive(fromAgent());
    expect(sound).toHaveBeenCalledTimes(1);

    const another = createChatStore({ sound });
    expect(another.getState().muted).toBe(true);
    another.toggleMuted();
    expect(another.getState().muted).toBe(false);
    expect(localStorage.getItem(mutedStorageKey)).toBe('false');
  });

  it("stops 'Agent is typing...' when support's message arrives or the connection drops", () => {
    store.setConnected(true);
    store.setAdminTyping(true);
    store.receive(fromAgent());
    expect(store.getState().adminTyping).toBe(false);
    store.setAdminTyping(true);
    store.setConnected(false);
    expect(store.getState().adminTyping).toBe(false);
  });

  it('queues a message while offline and sends it when the connection comes back', () => {
    store.send('Are you there?');
    expect(sent).toEqual([]);
    expect(store.getState().pending).toMatchObject([{ text: 'Are you there?', status: 'queued' }]);

    store.setConnected(true);
    expect(sent).toEqual(['Are you there?']);
    expect(store.getState().pending).toMatchObject([{ status: 'sending' }]);

    store.receive(fromMe('Are you there?'));
    expect(store.getState().pending).toEqual([]);
    expect(store.getState().live.map((m) => m.message)).toEqual(['Are you there?']);
  });

  it('shows a message in flight as not sent when the connection drops, and retries it', () => {
    store.setConnected(true);
    store.send('Hello');
    store.setConnected(false);
    const [item] = store.getState().pending;
    expect(item).toMatchObject({ status: 'failed', error: notSentMessage });

    store.retry(item!.id);
    expect(store.getState().pending).toMatchObject([{ status: 'queued' }]);
    store.setConnected(true);
    expect(sent).toEqual(['Hello', 'Hello']);
  });

  it('drops the not-sent mark when the reloaded history holds the message after all', () => {
    store.setConnected(true);
    store.send('Hello');
    store.setConnected(false);
    store.reconcile([fromAgent('Welcome'), fromMe('Hello')]);
    expect(store.getState().pending).toEqual([]);
  });

  it("shows the server's refusal on the message, and one unconfirmed for too long as not sent", () => {
    vi.useFakeTimers();
    store.setConnected(true);
    store.send('First');
    store.refused('You are sending messages too quickly. Please wait a few seconds and try again.');
    expect(store.getState().pending).toMatchObject([
      {
        status: 'failed',
        error: 'You are sending messages too quickly. Please wait a few seconds and try again.',
      },
    ]);

    store.send('Second');
    vi.advanceTimersByTime(confirmTimeoutMs);
    expect(store.getState().pending.map((p) => p.status)).toEqual(['failed', 'failed']);
    store.discard(store.getState().pending[0]!.id);
    expect(store.getState().pending.map((p) => p.text)).toEqual(['Second']);
  });
});

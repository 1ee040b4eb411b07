import type { ChatMessage } from '@tabi/contracts';
import { useSyncExternalStore } from 'react';
import { isOwnMessage, mergeMessages } from './chat-messages.ts';
import { playNotificationSound } from './notification-sound.ts';

/**
 * A message of this tab on its way: `queued` waits for the connection, `sending` was emitted and waits
 * for the server's `messageSent`, `failed` was not stored (refused, or the connection dropped first)
 * and offers a retry. Nothing typed is dropped silently.
 */
export type PendingMessage = {
  id: string;
  text: string;
  status: 'queued' | 'sending' | 'failed';
  error?: string;
  at: number;
};

export type ChatState = {
  connected: boolean;
  /** Spec: 'Agent is typing...' while the admin types. */
  adminTyping: boolean;
  /** Support's messages received while the panel was closed. */
  unread: number;
  open: boolean;
  muted: boolean;
  /** Messages received over the socket since the tab connected. */
  live: ChatMessage[];
  /** Support read the user's messages up to this instant (told over the socket since the tab connected). */
  supportReadAt: string | null;
  pending: PendingMessage[];
};

/** What the store sends through: the tab's realtime link (or a test's). */
export type ChatSender = { send: (text: string) => boolean; typing: (typing: boolean) => void };

export const mutedStorageKey = 'tabi.chat.muted';
/** How long a sent message may wait for the server's `messageSent` before it shows as not sent. */
export const confirmTimeoutMs = 15_000;
export const notSentMessage = 'Not sent: the connection was lost.';

function storedMuted() {
  try {
    return localStorage.getItem(mutedStorageKey) === 'true';
  } catch {
    return false;
  }
}

const initial = (): ChatState => ({
  connected: false,
  adminTyping: false,
  unread: 0,
  open: false,
  muted: storedMuted(),
  live: [],
  supportReadAt: null,
  pending: [],
});

/**
 * The live chat of the signed-in user, for the whole tab: the header's badge and the dialog read it,
 * the connection hook feeds it. It outlives the dialog, so the unread count grows while it is closed
 * and a message waiting for the connection survives closing it.
 */
export function createChatStore(deps: { sound?: () => unknown; now?: () => number } = {}) {
  const sound = deps.sound ?? (() => void playNotificationSound());
  const now = deps.now ?? Date.now;
  let state = initial();
  let user: { id: string; email: string } | null = null;
  let sender: ChatSender | null = null;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const subscribers = new Set<() => void>();
  let counter = 0;

  const set = (patch: Partial<ChatState>) => {
    state = { ...state, ...patch };
    for (const notify of [...subscribers]) notify();
  };
  const update = (id: string, patch: Partial<PendingMessage>) =>
    set({ pending: state.pending.map((p) => (p.id === id ? { ...p, ...patch } : p)) });
  const settle = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  const emit = (item: PendingMessage) => {
    if (!sender?.send(item.text)) {
      update(item.id, { status: 'queued', error: undefined });
      return;
    }
    update(item.id, { status: 'sending', error: undefined });
    settle(item.id);
    timers.set(
      item.id,
      setTimeout(() => {
        timers.delete(item.id);
        if (state.pending.some((p) => p.id === item.id && p.status === 'sending')) {
          update(item.id, { status: 'failed', error: notSentMessage });
        }
      }, confirmTimeoutMs),
    );
  };

  /** Removes the pending message this stored one answers (same text, sent from here). */
  const claim = (message: ChatMessage) => {
    const match = state.pending.find(
      (p) =>
        p.status !== 'queued' && p.text === message.message && Date.parse(message.createdAt) >= p.at - 60_000,
    );
    if (!match) return;
    settle(match.id);
    set({ pending: state.pending.filter((p) => p !== match) });
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      subscribers.add(listener);
      return () => void subscribers.delete(listener);
    },
    /** A new user (or none): everything of the previous one is forgotten. */
    reset(next: { id: string; email: string } | null) {
      for (const id of timers.keys()) settle(id);
      user = next;
      sender = null;
      // The panel's own mount says whether it is open, whichever of the two came first.
      set({ ...initial(), open: state.open });
    },
    attach(next: ChatSender | null) {
      sender = next;
    },
    setConnected(connected: boolean) {
      if (connected === state.connected) return;
      if (!connected) {
        for (const p of state.pending) if (p.status === 'sending') settle(p.id);
        set({
          connected,
          adminTyping: false,
          pending: state.pending.map((p) =>
            p.status === 'sending' ? { ...p, status: 'failed', error: notSentMessage } : p,
          ),
        });
        return;
      }
      set({ connected });
      for (const p of state.pending) if (p.status === 'queued') emit(p);
    },
    setOpen(open: boolean) {
      set(open ? { open, unread: 0 } : { open });
    },
    toggleMuted() {
      const muted = !state.muted;
      try {
        localStorage.setItem(mutedStorageKey, String(muted));
      } catch {
        // Private mode: remembered for this tab only.
      }
      set({ muted });
    },
    /** The user's typing, told to support (spec section 7: on the input's focus and blur). */
    typing(typing: boolean) {
      if (state.connected) sender?.typing(typing);
    },
    setAdminTyping(typing: boolean) {
      set({ adminTyping: typing });
    },
    /** `supportRead`: support read what the user wrote, up to `readAt`. */
    supportRead(readAt: string) {
      if (state.supportReadAt === null || readAt > state.supportReadAt) set({ supportReadAt: readAt });
    },
    /** `newMessageFromAdmin` and `messageSent` alike: each `_id` counts once. */
    receive(message: ChatMessage) {
      if (state.live.some((m) => m._id === message._id)) return;
      const own = user ? isOwnMessage(message, user) : false;
      if (own) claim(message);
      const live = mergeMessages(state.live, [message]);
      if (own) return set({ live });
      set({ live, adminTyping: false, unread: state.open ? state.unread : state.unread + 1 });
      if (!state.muted) sound();
    },
    /** The server refused a send (`error` for sendMessageToAdmin): the oldest one in flight failed. */
    refused(message: string) {
      const first = state.pending.find((p) => p.status === 'sending');
      if (!first) return;
      settle(first.id);
      update(first.id, { status: 'failed', error: message });
    },
    /** History loaded: a message that was in flight when the connection dropped may be in it after all. */
    reconcile(history: readonly ChatMessage[]) {
      if (!user) return;
      for (const message of history) if (isOwnMessage(message, user)) claim(message);
    },
    /** Sends now if connected, else queues for the reconnection. `text` is already valid and trimmed. */
    send(text: string) {
      counter += 1;
      const item: PendingMessage = { id: `pending-${counter}`, text, status: 'queued', at: now() };
      set({ pending: [...state.pending, item] });
      if (state.connected) emit(item);
    },
    retry(id: string) {
      const item = state.pending.find((p) => p.id === id);
      if (item?.status !== 'failed') return;
      const again = { ...item, at: now() };
      set({ pending: state.pending.map((p) => (p.id === id ? again : p)) });
      if (state.connected) emit(again);
      else update(id, { status: 'queued', error: undefined });
    },
    discard(id: string) {
      settle(id);
      set({ pending: state.pending.filter((p) => p.id !== id) });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

/** The tab's live chat. */
export const chatStore = createChatStore();

export function useChatState<T>(select: (state: ChatState) => T): T {
  return useSyncExternalStore(
    chatStore.subscribe,
    () => select(chatStore.getState()),
    () => select(chatStore.getState()),
  );
}

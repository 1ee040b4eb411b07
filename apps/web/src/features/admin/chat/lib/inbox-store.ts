import type { ChatMessage } from '@tabi/contracts';
import { useSyncExternalStore } from 'react';

/** A reply emitted and not yet confirmed by `messageSentToUser`. */
export type PendingReply = { key: number; userId: string; text: string };

export type InboxState = {
  connected: boolean;
  /** Users with a socket open (`onlineUsers`, `userOnline`, `userOffline`). */
  online: ReadonlySet<string>;
  /** Users typing to support now (`userTyping`). */
  typing: Readonly<Record<string, boolean>>;
  /** The conversation shown in the thread, read as its messages arrive. */
  openUserId: string | null;
  pending: readonly PendingReply[];
  /** The server's refusal of the last thing this console sent, or the lack of a connection. */
  error: string | null;
};

/** What the store sends through: the console's share of the tab's connection. */
export type InboxLink = {
  sendReply: (userId: string, message: string) => boolean;
  typing: (userId: string, typing: boolean) => boolean;
  markRead: (userId: string) => boolean;
};

const initial: InboxState = {
  connected: false,
  online: new Set(),
  typing: {},
  openUserId: null,
  pending: [],
  error: null,
};

export const droppedMessage =
  'The connection dropped while a reply was being sent: check the thread and send it again if it is missing.';
export const notConnectedMessage = 'Not connected: the reply was not sent. Try again in a moment.';

/**
 * The support inbox's live state for the tab, fed by the socket (`useAdminChatLive`) and read by the
 * console's pages: presence, typing, the replies in flight, the open thread and the last refusal.
 */
function createInboxStore() {
  let state = initial;
  let link: InboxLink | null = null;
  let nextKey = 1;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<InboxState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      link = null;
      set({ ...initial, openUserId: state.openUserId });
    },
    attach(next: InboxLink | null) {
      link = next;
    },
    setConnected(connected: boolean) {
      if (connected) return set({ connected });
      // What is in flight at a drop shows in the reloaded thread if it was stored; it is not resent
      // (the server has no idempotency key), so the agent is told to check.
      set({
        connected,
        typing: {},
        pending: [],
        error: state.pending.length > 0 ? droppedMessage : state.error,
      });
    },
    setOnline(userIds: string[]) {
      set({ online: new Set(userIds) });
    },
    userOnline(userId: string) {
      if (!state.online.has(userId)) set({ online: new Set([...state.online, userId]) });
    },
    userOffline(userId: string) {
      const online = new Set(state.online);
      online.delete(userId);
      const { [userId]: _gone, ...typing } = state.typing;
      set({ online, typing });
    },
    setTyping(userId: string, typing: boolean) {
      const { [userId]: _was, ...others } = state.typing;
      set({ typing: typing ? { ...others, [userId]: true } : others });
    },
    /** The thread shown (null: none); reading it is the caller's (`markRead`). */
    setOpen(userId: string | null) {
      if (state.openUserId !== userId) set({ openUserId: userId, error: null });
    },
    /** Emits a reply; false (nothing sent, the error set) when the connection is down. */
    send(userId: string, text: string) {
      if (!link?.sendReply(userId, text)) {
        set({ error: notConnectedMessage });
        return false;
      }
      set({ pending: [...state.pending, { key: nextKey++, userId, text }], error: null });
      return true;
    },
    /**
     * A reply stored (`messageSentToUser`, sent to every administrator): whose conversation it is when
     * this console sent it (the oldest reply in flight with that text), else undefined. The event does
     * not name the user, so another administrator's reply cannot be placed from it.
     */
    confirm(message: ChatMessage, ownId: string | undefined): string | undefined {
      if (message.sender._id !== ownId) return undefined;
      const found = state.pending.find((p) => p.text === message.message.trim());
      if (!found) return undefined;
      set({ pending: state.pending.filter((p) => p !== found) });
      return found.userId;
    },
    /** The server refused what was sent (`error`): a refused reply is no longer in flight. */
    refused(event: string, message: string) {
      const pending = event === 'sendMessageToUser' ? state.pending.slice(1) : state.pending;
      set({ error: message, pending });
    },
    clearError() {
      if (state.error) set({ error: null });
    },
    typing(userId: string, typing: boolean) {
      link?.typing(userId, typing);
    },
    markRead(userId: string) {
      return link?.markRead(userId) ?? false;
    },
  };
}

export const inboxStore = createInboxStore();

export function useInbox(): InboxState {
  return useSyncExternalStore(inboxStore.subscribe, inboxStore.get, inboxStore.get);
}

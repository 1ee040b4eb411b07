import type { ChatMessage } from '@tabi/contracts';

/** Spec section 3: a sender is an object with `_id`, `id` or `userId` and an e-mail, or just an id. */
type SenderLike = string | { _id?: string; id?: string; userId?: string; email?: string } | null | undefined;

/** Spec section 4: a message is the user's own if the sender's id or e-mail matches the current user. */
export function isOwnMessage(message: { sender: SenderLike }, user: { id: string; email: string }): boolean {
  const { sender } = message;
  if (!sender) return false;
  if (typeof sender === 'string') return sender === user.id;
  const id = sender._id ?? sender.id ?? sender.userId;
  if (id && id === user.id) return true;
  return !!sender.email && !!user.email && sender.email.toLowerCase() === user.email.toLowerCase();
}

/**
 * One list of messages from the loaded history and those received live, each `_id` once (spec: "Messages
 * are de-duplicated by _id"), oldest first. Messages of one instant keep the order they came in.
 */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const list of lists)
    for (const message of list) if (!byId.has(message._id)) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

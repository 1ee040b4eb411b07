import type { ChatMessage } from '@tabi/contracts';
import { describe, expect, it } from 'vitest';
import { isOwnMessage, mergeMessages } from './chat-messages.ts';

const me = { id: '11111111-1111-4111-8111-111111111111', email: 'emma@example.com' };

const message = (id: string, at: string, text = 'Hello'): ChatMessage => ({
  _id: id,
  message: text,
  sender: { _id: me.id, name: 'Emma', email: me.email, avatar: null },
  createdAt: at,
});

describe('isOwnMessage', () => {
  it("knows the user's own messages by the sender's id, in any of the spec's shapes, or by e-mail", () => {
    expect(isOwnMessage({ sender: { _id: me.id } }, me)).toBe(true);
    expect(isOwnMessage({ sender: { id: me.id } }, me)).toBe(true);
    expect(isOwnMessage({ sender: { userId: me.id } }, me)).toBe(true);
    expect(isOwnMessage({ sender: me.id }, me)).toBe(true);
    expect(isOwnMessage({ sender: { _id: 'someone-else', email: 'Emma@Example.com' } }, me)).toBe(true);
  });

  it("takes support's messages, and an empty e-mail, as someone else's", () => {
    expect(isOwnMessage({ sender: { _id: 'admin-1', email: 'support@tabi.example' } }, me)).toBe(false);
    expect(isOwnMessage({ sender: 'admin-1' }, me)).toBe(false);
    expect(isOwnMessage({ sender: { _id: 'admin-1', email: '' } }, { ...me, email: '' })).toBe(false);
    expect(isOwnMessage({ sender: null }, me)).toBe(false);
  });
});

describe('mergeMessages', () => {
  it('keeps each _id once, oldest first, and the order of messages of one instant', () => {
    const a = message('a', '2027-03-12T09:00:00.000Z');
    const b = message('b', '2027-03-12T09:01:00.000Z');
    const c = message('c', '2027-03-12T09:01:00.000Z');
    const d = message('d', '2027-03-12T09:02:00.000Z');
    expect(mergeMessages([a, b, c], [d, b, { ...a, message: 'a later copy' }]).map((m) => m._id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(mergeMessages([d], [a]).map((m) => m._id)).toEqual(['a', 'd']);
  });
});

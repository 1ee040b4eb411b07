import { chatTextSchema, limits } from '@tabi/contracts';
import { useEffect, useRef } from 'react';
import { MessageComposer } from '../../../../ui/message-composer.tsx';
import { inboxStore } from '../lib/inbox-store.ts';

/** How long after the last key the user is told the agent stopped typing. */
const typingIdleMs = 3000;

/**
 * The agent's reply to one user, in the shared message composer (x/500, Enter sends, Shift+Enter a new
 * line). Typing is announced while the agent types and withdrawn after a pause, on leaving the box, on
 * sending and on leaving the thread. A reply the inbox could not send (no connection) stays in the box.
 */
export function ReplyBox({ userId, connected }: { userId: string; connected: boolean }) {
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTyping = () => {
    clearTimeout(idle.current);
    if (!typing.current) return;
    typing.current = false;
    inboxStore.typing(userId, false);
  };
  const stopRef = useRef(stopTyping);
  stopRef.current = stopTyping;
  useEffect(() => () => stopRef.current(), []);

  const typed = (value: string) => {
    if (value.trim() === '') return stopTyping();
    if (!typing.current) {
      typing.current = true;
      inboxStore.typing(userId, true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, typingIdleMs);
  };

  return (
    <MessageComposer
      id="admin-chat-reply"
      label="Reply"
      sendLabel="Send reply"
      placeholder={connected ? 'Write a reply... (Enter sends, Shift+Enter for a new line)' : 'Connecting...'}
      max={limits.liveChatMessageMax}
      schema={chatTextSchema}
      onSend={(text) => {
        if (!inboxStore.send(userId, text)) return false;
        stopTyping();
        return true;
      }}
      onTextChange={typed}
      onBlur={stopTyping}
    />
  );
}

import { useLiveChat } from '../lib/use-live-chat.ts';

/** Keeps the live chat listening for the signed-in user while the dialog is closed; renders nothing. */
export function LiveChatConnection() {
  useLiveChat();
  return null;
}

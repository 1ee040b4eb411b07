let clock: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

/** A message's time: "09:05" today, "12 Mar, 09:05" before. */
export function formatChatTime(iso: string, now: Date = new Date()) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  clock ??= new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return clock.format(at);
  day ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return day.format(at);
}

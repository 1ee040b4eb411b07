let clock: Intl.DateTimeFormat | undefined;

/** A chat message's time of day in the reader's zone, as "9:05 AM" (the live chat and the assistant). */
export function formatClockTime(iso: string) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  clock ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  return clock.format(at);
}

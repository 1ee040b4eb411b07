/** 1 -> "1 adult", 3 -> "3 adults"; `plural` for words that do not just take an s ("child"/"children"). */
export function formatCount(count: number, singular: string, plural = `${singular}s`) {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** { adults: 2, children: 1 } -> "2 adults, 1 child"; no children -> "2 adults". */
export function formatParticipants({ adults, children }: { adults: number; children: number }) {
  const parts = [formatCount(adults, 'adult')];
  if (children > 0) parts.push(formatCount(children, 'child', 'children'));
  return parts.join(', ');
}

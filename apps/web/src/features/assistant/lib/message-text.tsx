import { Link } from 'react-router';
import { TourReplyCard } from '../components/tour-reply-card.tsx';

/**
 * The model's text as the panel shows it: TEXT only. Lines stay lines, '- ' lines make a list, and
 * `[label](/path)` becomes a link inside the app when the path is on this site (one leading '/', no
 * '//' or backslash, which browsers read as another host). Anything else, other URLs and HTML
 * included, is shown literally: React escapes it, nothing is ever parsed as markup.
 */
type Inline = { kind: 'text'; text: string } | { kind: 'link'; label: string; to: string };
type Block = { kind: 'line'; parts: Inline[] } | { kind: 'list'; items: Inline[][] };
/** A list item that starts with a link to a tour: the assistant suggesting it, shown as a card. */
type TourItem = { tourId: string; label: string; note: string };

const tourPath = /^\/tours\/([0-9a-f-]{36})$/i;

const link = /\[([^[\]\n]+)\]\(([^()\s]+)\)/g;
const sameSitePath = /^\/(?![/\\])[^\\]*$/;

export function isSameSitePath(path: string) {
  return sameSitePath.test(path);
}

function parseLine(line: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(link)) {
    const [whole, label = '', to = ''] = match;
    if (!isSameSitePath(to)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) });
    parts.push({ kind: 'link', label, to });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

export function parseMessageText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('- ')) {
      const item = parseLine(line.slice(2));
      const previous = blocks.at(-1);
      if (previous?.kind === 'list') previous.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'line', parts: parseLine(line) });
    }
  }
  return blocks;
}

function Parts({ parts, onNavigate }: { parts: Inline[]; onNavigate: () => void }) {
  return parts.map((part, i) =>
    part.kind === 'text' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
      <span key={i}>{part.text}</span>
    ) : (
      <Link
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
        key={i}
        to={part.to}
        onClick={onNavigate}
        className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800"
      >
        {part.label}
      </Link>
    ),
  );
}

/** The list's items as tours, when every one starts with a link to a tour; null otherwise. */
export function tourItems(items: Inline[][]): TourItem[] | null {
  const tours: TourItem[] = [];
  for (const [first, ...rest] of items) {
    if (first?.kind !== 'link') return null;
    const tourId = tourPath.exec(first.to)?.[1];
    if (!tourId) return null;
    const note = rest
      .map((part) => (part.kind === 'text' ? part.text : part.label))
      .join('')
      .replace(/^\s*[:—–-]\s*/, '')
      .trim();
    tours.push({ tourId, label: first.label, note });
  }
  return tours;
}

/**
 * One message's text; following one of its links calls `onNavigate` (the panel closes). A list of tours
 * shows as compact cards (picture, rating, price, Book) rather than lines of links.
 */
export function MessageText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return parseMessageText(text).map((block, i) => {
    if (block.kind === 'line')
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's text never changes once shown
        <p key={i}>
          <Parts parts={block.parts} onNavigate={onNavigate} />
        </p>
      );
    const tours = tourItems(block.items);
    if (tours)
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's text never changes once shown
        <ul key={i} aria-label="Suggested tours" className="space-y-2 py-1">
          {tours.map((tour) => (
            <li key={tour.tourId}>
              <TourReplyCard {...tour} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      );
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a message's text never changes once shown
      <ul key={i} className="list-disc space-y-1 pl-5">
        {block.items.map((item, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's text never changes once shown
          <li key={j}>
            <Parts parts={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    );
  });
}

/** The text as it reads once shown (a link's label, not its markup), for screen reader announcements. */
export function messagePlainText(text: string) {
  return parseMessageText(text)
    .map((block) =>
      (block.kind === 'line' ? [block.parts] : block.items)
        .map((parts) => parts.map((part) => (part.kind === 'text' ? part.text : part.label)).join(''))
        .join('\n'),
    )
    .join('\n');
}

import { assistantSessionIdSchema } from '@tabi/contracts';

/**
 * The conversation's session id, kept in this tab's sessionStorage until the conversation is cleared, so
 * the panel closing (a tour link was followed) and opening again shows the same conversation. It
 * belongs to whoever was signed in when it was made (`owner`: a user id, or null for a visitor): after
 * signing in or out the tab starts a new conversation, and nothing of one person's is shown to another.
 */
const storageKey = 'tabi.assistant.session';

type StoredSession = { id: string; owner: string | null };

/** Where the session lives when the browser refuses sessionStorage (a private window's quota, a policy). */
let inMemory: StoredSession | null = null;

function read(): StoredSession | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return inMemory;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, owner } = parsed as Record<string, unknown>;
    if (!assistantSessionIdSchema.safeParse(id).success) return null;
    if (owner !== null && typeof owner !== 'string') return null;
    return { id: id as string, owner };
  } catch {
    return inMemory;
  }
}

function write(session: StoredSession) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(session));
    inMemory = null;
  } catch {
    inMemory = session;
  }
}

/**
 * A UUID v4. `crypto.randomUUID` exists only on secure pages (https, localhost); the app opened over
 * plain http on a local network address still needs an id, made from the same random source.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The tab's conversation for `owner`: the stored one if it is theirs, else a new one. */
export function currentSessionId(owner: string | null): string {
  const stored = read();
  if (stored && stored.owner === owner) return stored.id;
  return newSessionId(owner);
}

/** Starts a new conversation for `owner` (after clearing, or when someone else signed in). */
export function newSessionId(owner: string | null): string {
  const id = randomUuid();
  write({ id, owner });
  return id;
}

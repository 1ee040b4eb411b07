import { accountLinkPaths, hiddenLinkToken } from '@tabi/contracts';

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An account link's path and its token (the URL-safe characters after it). */
const accountLink = new RegExp(`(${accountLinkPaths.map(escaped).join('|')})[A-Za-z0-9_-]+`, 'g');

/**
 * A mail body as staff may read it: the token of every link that opens an account (reset, confirmation,
 * undo) replaced, so reading the outbox never lets an admin act as a traveller. Answers the body and how
 * many links were hidden.
 */
export function hideAccountLinks(body: string): { body: string; hidden: number } {
  let hidden = 0;
  const masked = body.replace(accountLink, (_match, path: string) => {
    hidden += 1;
    return `${path}${hiddenLinkToken}`;
  });
  return { body: masked, hidden };
}

import { withoutNul } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors.ts';

/**
 * Text the application can store: UTF-8 that decodes, without NUL (PostgreSQL's text cannot hold it: the
 * query fails) and without unpaired surrogates (not text at all; the driver would store U+FFFD instead).
 * Checked once for every request, before any route sees it, so no route has to remember it:
 * - the address (path and query), percent-decoded, must be UTF-8 without NUL;
 * - a JSON body must be UTF-8 (Fastify's own parser would quietly turn bad bytes into U+FFFD), and no
 *   string in it, key or value, may hold NUL or an unpaired surrogate (JSON can spell both as \u escapes).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const problem = addressProblem(request.url);
    done(problem ? validationFailed(`Invalid address: ${problem}.`) : undefined);
  });

  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(validationFailed('Invalid request body: it is not UTF-8 text.'), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const field = fieldWithBadText(value);
      if (field === undefined) return done(null, value);
      done(
        validationFailed(`Invalid request body: ${field || 'the body'} ${notAllowed}.`, {
          [field || 'request']: notAllowed,
        }),
        undefined,
      );
    });
  });
}

/**
 * The wording of the contracts' NUL refinements (their `nulMessage` object cannot be read here: zod takes
 * its `message` over when a schema uses it).
 */
const notAllowed = 'contains a character that is not allowed';
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const hasNul = (text: string) => !withoutNul(text);
/** In a /u expression a surrogate pair is one code point, so only an unpaired half matches. */
const loneSurrogate = /\p{Cs}/u;
const isBadText = (text: string) => hasNul(text) || loneSurrogate.test(text);

/** Why the request's address is not text we take, or undefined when it is. */
function addressProblem(url: string): string | undefined {
  if (!url.includes('%')) return undefined;
  let decoded: string;
  try {
    // decodeURIComponent refuses bad escapes and bytes that are not UTF-8 (encoded surrogates too).
    decoded = decodeURIComponent(url.replaceAll('+', ' '));
  } catch {
    return 'it holds an escape (%..) that is not UTF-8 text';
  }
  return hasNul(decoded) ? 'it holds a NUL character (%00)' : undefined;
}

/**
 * The dotted path of the first string (or key) in a parsed body that holds NUL or an unpaired surrogate:
 * '' for the body itself, undefined when there is none. Iterative, so any nesting depth is safe.
 */
function fieldWithBadText(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (isBadText(current)) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        // A bad key is reported at its object: echoing it would hand the NUL back.
        if (isBadText(key)) return path;
        const childPath = path ? `${path}.${key}` : key;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cameThroughKarvaanEdge } from '../karvaan-edge.ts';

/** Answers smaller than this go uncompressed: the framing would eat most of the gain. */
export const compressionThreshold = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';
/** On equal preference brotli wins: it is the smaller of the two. */
const encodings: readonly Encoding[] = ['br', 'gzip'];

const compress: Record<Encoding, (identity: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain at a few ms for 70 KB of HTML; the top qualities cost tens of ms
  // per page and minute for a few percent.
  br: (identity) =>
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  gzip: (identity) => gzip(identity),
};

/**
 * What the compressed variants of a text may weigh beside it, for a cache's budget: JSON and HTML
 * compress to a fifth or less in either encoding (a 71 KB tour page: 10 KB br, 12 KB gzip).
 */
const compressedShareBound = 0.5;

/**
 * An answer ready to send in every encoding a browser asks for. Compressing is the costly part of
 * sending a cached answer (a 16 KB list takes ~600 µs with brotli), so each encoding is compressed once,
 * when a client first asks for it, and kept, not for every request as @fastify/compress would. An answer
 * made for one client costs no compression that client did not ask for (a search asked once, a crawler).
 */
export type EncodedAnswer = {
  readonly type: string;
  readonly identity: Buffer;
  /** The answer in `encoding`, the same promise for every caller. Absent below the compression threshold. */
  readonly encoded?: (encoding: Encoding) => Promise<Buffer>;
  /** What the answer weighs in a cache, its compressed variants counted at their bound. */
  readonly byteLength: number;
};

export function encodeAnswer(text: string, type: string): EncodedAnswer {
  const identity = Buffer.from(text);
  if (identity.length < compressionThreshold) return { type, identity, byteLength: identity.length };
  const variants = new Map<Encoding, Promise<Buffer>>();
  const encoded = (encoding: Encoding) => {
    let variant = variants.get(encoding);
    if (!variant) {
      // Off the event loop (zlib's thread pool). A failure is not kept: the next request tries again.
      variant = compress[encoding](identity);
      variant.catch(() => variants.delete(encoding));
      variants.set(encoding, variant);
    }
    return variant;
  };
  return { type, identity, encoded, byteLength: Math.ceil(identity.length * (1 + compressedShareBound)) };
}

/**
 * The encoding of ours the client prefers (RFC 9110 Accept-Encoding: q-values, `*` for the encodings it
 * does not name, `x-gzip` for gzip), or undefined when it takes neither. By hand: @fastify/accept-negotiator,
 * which the compression plugin uses, reads `GZIP` as nothing and answers br to `br;q=0, *;q=0.1`.
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isNaN(value) ? 0 : value);
  }
  let best: Encoding | undefined;
  let bestQuality = 0;
  for (const encoding of encodings) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQuality) [best, bestQuality] = [encoding, q];
  }
  return best;
}

/** Spelt as @fastify/compress spells it, which checks for it before adding its own. */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * Sends `answer` in the encoding the request prefers, with `Content-Encoding` and `Vary`. A reply that
 * already names its encoding is passed on untouched by @fastify/compress, so nothing is compressed again;
 * one our variants do not cover (deflate alone) is still compressed by it from the identity bytes.
 */
export async function sendEncodedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
): Promise<FastifyReply> {
  reply.type(answer.type);
  // The Karvaan Tours edge rewrites its routes' answers as text (karvaan-edge.ts): it gets the text, and
  // the compression plugin compresses what the edge made of it.
  if (cameThroughKarvaanEdge(request)) return reply.send(answer.identity.toString());
  if (!answer.encoded) return reply.send(answer.identity);
  varyOnAcceptEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.identity);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}

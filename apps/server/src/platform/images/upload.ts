import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../errors.ts';
import { tooLarge, unsupportedImage } from './errors.ts';
import { type ImageKind, imageKinds, sniffImage } from './sniff.ts';

/** Room for the multipart boundaries and part headers around the files themselves. */
const envelopeBytes = 64 * 1024;

type UploadLimits = {
  field: string;
  maxBytes: number;
  maxFiles: number;
  /** The kinds this call takes; every kind the pipeline reads unless narrowed. */
  kinds?: readonly ImageKind[];
};

/**
 * The image files of a multipart request, all or nothing. Limits hold while the body streams in: a
 * declared length beyond what the files may add up to is refused before a byte is read, and a file that
 * grows past `maxBytes` is cut off there, so a huge upload is never held in memory. Each file is judged
 * by its content (names and declared types are ignored); whether sharp can decode it is the encoder's call.
 */
export async function readImageUploads(request: FastifyRequest, options: UploadLimits): Promise<Buffer[]> {
  const { field, maxBytes, maxFiles, kinds = imageKinds } = options;
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes * maxFiles + envelopeBytes) throw tooLarge(maxBytes);

  const files: Buffer[] = [];
  const readAll = async () => {
    for await (const file of request.files({ limits: { fileSize: maxBytes, files: maxFiles, fields: 5 } })) {
      files.push(await readImage(file, { field, maxBytes, kinds }));
    }
  };
  try {
    const outcome = await Promise.race([readAll(), bodyEndedUnfinished(request)]);
    if (outcome === unfinished) throw incompleteUpload();
  } catch (error) {
    throw rejectionOf(error, options);
  }
  if (files.length === 0)
    throw validationFailed(`Attach an image in the "${field}" field.`, { [field]: 'Required' });
  return files;
}

/** The one image of a multipart request (see `readImageUploads`). */
export async function readImageUpload(
  request: FastifyRequest,
  options: Omit<UploadLimits, 'maxFiles'>,
): Promise<Buffer> {
  const [image] = await readImageUploads(request, { ...options, maxFiles: 1 });
  return image!;
}

async function readImage(
  file: MultipartFile,
  { field, maxBytes, kinds }: { field: string; maxBytes: number; kinds: readonly ImageKind[] },
): Promise<Buffer> {
  if (file.fieldname !== field) {
    file.file.resume();
    throw validationFailed(`Attach the image in the "${field}" field.`, { [field]: 'Required' });
  }
  const bytes = await readWithin(file.file, maxBytes);
  if (bytes.length === 0) throw validationFailed('The file is empty.', { [field]: 'The file is empty' });
  const kind = sniffImage(bytes);
  if (!kind || !kinds.includes(kind)) throw unsupportedImage(kinds);
  return bytes;
}

/**
 * A file part's bytes, refused the moment it passes the limit. (Multipart's own `toBuffer` notices only
 * at the end of the part, which for a 1 GB upload is after reading 1 GB.)
 */
function readWithin(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => {
      chunks.length = 0;
      reject(tooLarge(maxBytes));
    });
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

const unfinished = Symbol('unfinished');

/**
 * Settles (with `unfinished`) once the whole body has arrived and the parser has had its turn with the
 * last bytes. Multipart without its closing delimiter leaves the parser waiting for a part that never
 * comes (it reports nothing), which would hold the request open forever.
 */
async function bodyEndedUnfinished(request: FastifyRequest): Promise<typeof unfinished> {
  const raw = request.raw;
  if (!raw.readableEnded) await new Promise((resolve) => raw.once('end', resolve));
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
  return unfinished;
}

const incompleteUpload = () =>
  validationFailed('The upload is incomplete: the multipart body ended before its closing boundary.');

function rejectionOf(error: unknown, { maxBytes, maxFiles }: UploadLimits): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return validationFailed(
        maxFiles === 1 ? 'Send one image at a time.' : `Send at most ${maxFiles} images at once.`,
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return validationFailed('Send the image as multipart/form-data.');
    default:
      // Anything else the multipart parser throws (no boundary in the content type, a malformed part
      // header, data ending mid-part) is about the bytes the client sent, not a fault of ours.
      return validationFailed(
        `The upload could not be read as multipart/form-data (${(error as Error).message ?? 'malformed body'}).`,
      );
  }
}

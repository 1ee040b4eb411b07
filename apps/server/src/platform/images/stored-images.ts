import { isUuid } from '../ids.ts';

/** The part of the image store these checks need (the uploads repository provides it). */
export type StoredImages = { existingIds(ids: readonly string[]): Promise<Set<string>> };

const uploadedImagePath = /^\/uploads\/(.+)\.webp$/;

/**
 * The stored image behind each url `imageUrl` made, in order; `undefined` where a url names none (a
 * thumbnail's or another site's address, or an id never uploaded). A client only ever sends urls, so
 * this is where a picture it points at is proven to exist before anything refers to it.
 */
export async function storedImageIds(
  images: StoredImages,
  urls: readonly string[],
): Promise<(string | undefined)[]> {
  const ids = urls.map((url) => {
    const id = uploadedImagePath.exec(url)?.[1];
    return id && isUuid(id) ? id.toLowerCase() : undefined;
  });
  const known = await images.existingIds(ids.filter((id) => id !== undefined));
  return ids.map((id) => (id && known.has(id) ? id : undefined));
}

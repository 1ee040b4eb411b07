import { LRUCache } from 'lru-cache';
import { contentHashOf, type EncodedImage, imageUrl } from '../../platform/images/encode.ts';
import type { UploadsRepository } from './uploads.repository.ts';

type Deps = { images: UploadsRepository; encode: (bytes: Buffer) => Promise<EncodedImage> };

/** About 250 full-size pictures, or thousands of thumbnails. */
const imageCacheBytes = 64 * 1024 * 1024;

export function createUploadsService({ images, encode }: Deps) {
  // An id's bytes never change, so the images asked for most are kept in memory, and concurrent
  // requests for one image share a single database read.
  const stored = new LRUCache<string, Buffer>({
    maxSize: imageCacheBytes,
    sizeCalculation: (bytes) => bytes.length,
    fetchMethod: (key) => {
      const [id, variant] = key.split(':') as [string, 'full' | 'thumb'];
      return images.findBytes(id, variant);
    },
  });

  return {
    /**
     * Stores uploaded pictures and answers their urls, in order. All or nothing: every file is encoded
     * (and so proven decodable) before any is stored. One file is decoded at a time, which keeps a
     * request's memory to one picture; a file stored before is recognised by its hash and not re-encoded.
     */
    async store(files: Buffer[]): Promise<string[]> {
      const prepared: ({ id: string } | EncodedImage)[] = [];
      for (const file of files) {
        const id = await images.findIdByHash(contentHashOf(file));
        prepared.push(id ? { id } : await encode(file));
      }
      const urls: string[] = [];
      for (const image of prepared) {
        const id = 'id' in image ? image.id : (await images.save(image)).id;
        urls.push(imageUrl(id));
      }
      return urls;
    },

    /** A stored image's WebP bytes, full size or its thumbnail; undefined if there is no such image. */
    read(id: string, variant: 'full' | 'thumb'): Promise<Buffer | undefined> {
      return stored.fetch(`${id}:${variant}`);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

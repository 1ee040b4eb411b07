import { contentHashOf, type EncodedImage, imageUrl } from '../../platform/images/encode.ts';
import type { UploadsRepository } from './uploads.repository.ts';

type Deps = { images: UploadsRepository; encode: (bytes: Buffer) => Promise<EncodedImage> };

export function createUploadsService({ images, encode }: Deps) {
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
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

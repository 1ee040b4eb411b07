import type { UploadResponse } from '@tabi/contracts';
import { type UploadProgress, uploadWithProgress } from '../../../api/upload.ts';

type UploadReviewImageOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/upload/review (multipart field `image`): answers the stored photo's url, which a review
 * then names. 413 over the size limit, 415 for a file that is not an accepted image.
 */
export async function uploadReviewImage(file: File, options: UploadReviewImageOptions = {}) {
  const form = new FormData();
  form.append('image', file);
  const answer = await uploadWithProgress<UploadResponse>('/upload/review', form, options);
  return answer.url;
}

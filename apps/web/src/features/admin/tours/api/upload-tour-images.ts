import type { UploadsResponse } from '@tabi/contracts';
import { type UploadProgress, uploadWithProgress } from '../../../../api/upload.ts';

type UploadTourImagesOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/upload/multiple (field `images`, repeated, at most `limits.uploadMaxFiles`): all the files
 * are stored or none; answers their urls in the order sent, which a tour then names.
 */
export async function uploadTourImages(files: readonly File[], options: UploadTourImagesOptions = {}) {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  const answer = await uploadWithProgress<UploadsResponse>('/upload/multiple', form, options);
  return answer.urls;
}

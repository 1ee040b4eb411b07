import { type UploadProgress, uploadWithProgress } from '../../../api/upload.ts';
import { userFromAnswer } from './profile-answer.ts';

/** POST /api/avatar/upload (multipart field `avatar`), reporting the upload's progress. */
export async function uploadAvatar(file: File, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('avatar', file);
  const answer = await uploadWithProgress<{ data?: unknown; user?: unknown }>('/avatar/upload', form, {
    onProgress,
  });
  return userFromAnswer(answer);
}

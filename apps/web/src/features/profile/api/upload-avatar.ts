import { useMutation } from '@tanstack/react-query';
import { type UploadProgress, uploadWithProgress } from '../../../api/upload.ts';
import { useSession } from '../../../session/session-context.ts';
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

/** The session's user shows the new photo as the server answered it. */
export function useUploadAvatar() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (progress: UploadProgress) => void }) =>
      uploadAvatar(file, onProgress),
    onSuccess: (fresh) => updateUser({ avatar: fresh.avatar, photoURL: fresh.photoURL }),
  });
}

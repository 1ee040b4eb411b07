import { limits, type SessionUser } from '@tabi/contracts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../api/field-errors.ts';
import { avatarInitial, avatarSrc } from '../../../session/session-user.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ImageFileInput, type ImageRules, imageRulesText } from '../../../ui/image-file-input.tsx';
import { UploadProgress } from '../../../ui/progress.tsx';
import { toast } from '../../../ui/toast.ts';
import { useObjectUrl } from '../../../ui/use-object-url.ts';
import { useDeleteAvatar } from '../api/delete-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

const avatarRules: ImageRules = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  names: 'JPEG, PNG, WebP or GIF',
  maxBytes: limits.avatarMaxBytes,
};

/** The profile photo: choose a file, preview it, upload it with a progress bar; or remove the photo. */
export function PhotoForm({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useUploadAvatar();
  const [progress, setProgress] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const removal = useDeleteAvatar();

  const preview = useObjectUrl(file);

  const { avatar, photoURL } = user;
  const current = useMemo(
    () => avatarSrc({ avatar, photoURL }, Date.now(), window.location.origin),
    [avatar, photoURL],
  );
  const shown = preview ?? current;
  const uploading = sending.isPending;

  const onChoose = (chosen: File, fileProblem: string | null) => {
    setProblem(fileProblem);
    setFile(fileProblem ? null : chosen);
  };

  const upload = async () => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      await sending.mutateAsync({ file, onProgress: ({ percent }) => setProgress(percent) });
      setFile(null);
      toast.success('Photo updated', { description: 'Your new profile photo is in place.' });
    } catch (error) {
      const message = errorMessage(error, 'The photo could not be uploaded. Please try again.');
      setProblem(message);
      toast.error('Upload failed', { description: message });
    }
  };

  const remove = async () => {
    try {
      await removal.mutateAsync();
      setConfirmOpen(false);
      toast.success('Photo removed', { description: 'Your profile shows your initial again.' });
    } catch (error) {
      toast.error('Photo not removed', {
        description: errorMessage(error, 'The photo could not be removed. Please try again.'),
      });
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
        <div className="relative">
          {shown ? (
            <img
              src={shown}
              alt={preview ? 'Preview of your new photo' : 'Your profile photo'}
              width={112}
              height={112}
              className="size-28 rounded-full bg-sand-100 object-cover ring-4 ring-sand-100"
              referrerPolicy="no-referrer"
            />
          ) : (
            <span
              role="img"
              aria-label="No profile photo yet"
              className="flex size-28 items-center justify-center rounded-full bg-primary-600 text-4xl font-bold text-white ring-4 ring-primary-50"
            >
              {avatarInitial(user.name)}
            </span>
          )}
          {preview && (
            <span className="absolute -right-1 -bottom-1 rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
              New
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <p className="font-semibold text-ink-900">
            {preview
              ? 'Looking good? Save it to your profile.'
              : 'A clear photo of your face helps your guide find you.'}
          </p>
          <p className="mt-1 text-sm text-ink-600">{imageRulesText(avatarRules)}. We crop it to a square.</p>
          <ImageFileInput ref={input} name="avatar" rules={avatarRules} onChoose={onChoose} />
          <div className="mt-4 flex flex-wrap justify-center gap-3 sm:justify-start">
            {file ? (
              <>
                <Button onClick={upload} loading={uploading}>
                  {uploading ? 'Uploading...' : 'Save photo'}
                </Button>
                <Button variant="ghost" disabled={uploading} onClick={() => setFile(null)}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <Button variant="outline" onClick={() => input.current?.click()}>
                  <ImageUp aria-hidden />
                  {avatar ? 'Change photo' : 'Upload a photo'}
                </Button>
                {avatar && (
                  <Button
                    variant="ghost"
                    className="text-danger-600 hover:text-danger-700"
                    onClick={() => setConfirmOpen(true)}
                  >
                    <Trash2 aria-hidden />
                    Remove
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      </div>
      {uploading && <UploadProgress fileName={file?.name} percent={progress} label="Photo upload" />}
      {problem && <Alert tone="danger">{problem}</Alert>}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Remove your photo?"
        description="Your profile will show the first letter of your name instead. You can upload a new photo at any time."
        confirmLabel="Remove photo"
        pending={removal.isPending}
        onConfirm={remove}
      />
    </div>
  );
}

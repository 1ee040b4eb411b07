import { limits } from '@tabi/contracts';
import { ImagePlus, RefreshCw, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ImageFileInput, type ImageRules, imageRulesText } from '../../../ui/image-file-input.tsx';
import { UploadProgress } from '../../../ui/progress.tsx';
import { useObjectUrl } from '../../../ui/use-object-url.ts';
import { uploadReviewImage } from '../api/upload-review-image.ts';

const reviewPhotoRules: ImageRules = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  names: 'JPEG, PNG, WebP, GIF or AVIF',
  maxBytes: limits.uploadMaxBytes,
};

type ReviewPhotoPickerProps = {
  id: string;
  /** The form's value: a new upload's url, null to remove the saved photo, undefined for no change. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  /** The photo the review has now, when editing. */
  saved: { url: string; thumbUrl: string } | null;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
};

/**
 * One photo for a review: chosen, previewed at once (a local object URL, released when replaced or
 * unmounted) and uploaded straight away with a progress bar, so the review only names the stored url.
 */
export function ReviewPhotoPicker({
  id,
  value,
  onChange,
  saved,
  onUploadingChange,
  error,
}: ReviewPhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress !== null;

  // Leaving the form stops an upload still on its way.
  useEffect(() => () => upload.current?.abort(), []);

  const setUploading = (next: number | null) => {
    setProgress(next);
    onUploadingChange(next !== null);
  };

  const start = async (chosen: File) => {
    const controller = new AbortController();
    upload.current = controller;
    setUploading(0);
    try {
      const url = await uploadReviewImage(chosen, {
        signal: controller.signal,
        onProgress: ({ percent }) => setProgress(percent),
      });
      onChange(url);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setFile(null);
      setProblem(errorMessage(failure, 'Failed to upload image'));
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setUploading(null);
      }
    }
  };

  const onChoose = (chosen: File, fileProblem: string | null) => {
    setProblem(fileProblem);
    if (fileProblem) return;
    // Until the new photo is stored the review keeps what it had (a failed upload changes nothing).
    onChange(undefined);
    setFile(chosen);
    void start(chosen);
  };

  const cancel = () => {
    upload.current?.abort();
    upload.current = null;
    setUploading(null);
    setFile(null);
  };

  /** Back to the saved photo's absence: null removes a saved photo, undefined leaves the review as it was. */
  const remove = () => {
    setFile(null);
    setProblem(null);
    onChange(saved ? null : undefined);
  };

  const shownSaved = !file && value === undefined ? saved : null;
  const src = preview ?? shownSaved?.thumbUrl ?? null;
  const choose = () => input.current?.click();

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-ink-800">
        Photo <span className="font-normal text-ink-600">(optional)</span>
      </p>
      <ImageFileInput ref={input} id={id} name="image" rules={reviewPhotoRules} onChoose={onChoose} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {src && (
          <img
            src={src}
            alt={preview ? 'Preview of your photo' : 'The photo of your review'}
            width={160}
            height={120}
            className="h-30 w-40 shrink-0 rounded-lg border border-sand-200 bg-sand-100 object-cover"
          />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          {uploading ? (
            <UploadProgress fileName={file?.name} percent={progress} label="Photo upload">
              <Button variant="ghost" size="sm" onClick={cancel}>
                <X aria-hidden />
                Cancel upload
              </Button>
            </UploadProgress>
          ) : src ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={choose}>
                <RefreshCw aria-hidden />
                Replace photo
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger-600 hover:text-danger-700"
                onClick={remove}
              >
                <Trash2 aria-hidden />
                Remove photo
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" onClick={choose} aria-describedby={`${id}-hint`}>
                <ImagePlus aria-hidden />
                Add a photo
              </Button>
              {value === null && saved && (
                <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
                  Keep the current photo
                </Button>
              )}
            </div>
          )}
          <p id={`${id}-hint`} className="text-sm text-ink-600">
            {imageRulesText(reviewPhotoRules)}.
          </p>
        </div>
      </div>
      {(problem || error) && (
        <Alert tone="danger" className="mt-3">
          {problem ?? error}
        </Alert>
      )}
    </div>
  );
}

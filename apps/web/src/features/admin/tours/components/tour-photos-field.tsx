import { limits } from '@tabi/contracts';
import { ImagePlus, Trash2, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { FieldMessages } from '../../../../ui/form-field.tsx';
import { type ImageRules, imageFileProblem, imageRulesText } from '../../../../ui/image-file-input.tsx';
import { Input } from '../../../../ui/input.tsx';
import { UploadProgress } from '../../../../ui/progress.tsx';
import { uploadTourImages } from '../api/upload-tour-images.ts';
import type { TourFormValues } from '../lib/tour-form-values.ts';
import { SortableImageList } from './sortable-image-list.tsx';
import { TourFormSection } from './tour-form-section.tsx';

const tourPhotoRules: ImageRules = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  names: 'JPEG, PNG, WebP, GIF or AVIF',
  maxBytes: limits.uploadMaxBytes,
};

type Upload = { label: string; percent: number };

/** The photos a file choice may add now: within the tour's limit and one request's, and usable. */
function choosePhotos(files: File[], room: number) {
  const problems = files.flatMap((file) => imageFileProblem(file, tourPhotoRules) ?? []);
  const usable = files.filter((file) => !imageFileProblem(file, tourPhotoRules));
  const take = Math.min(room, limits.uploadMaxFiles);
  if (usable.length > take) {
    problems.push(
      take === room
        ? `A tour has at most ${limits.tourImagesMax} photos: only the first ${take} of these were added.`
        : `At most ${limits.uploadMaxFiles} photos go up at once: only the first ${take} were added.`,
    );
  }
  return { photos: usable.slice(0, take), problems };
}

type TourPhotosFieldProps = { onUploadingChange: (uploading: boolean) => void };

/**
 * The tour's photos: several uploaded at once with one progress bar, each with its description for
 * screen readers, removable, and in order by dragging (the first is the cover).
 */
export function TourPhotosField({ onUploadingChange }: TourPhotosFieldProps) {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useFormContext<TourFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const room = limits.tourImagesMax - fields.length;

  // Leaving the form stops an upload still on its way.
  useEffect(() => () => running.current?.abort(), []);

  const finish = (controller: AbortController) => {
    if (running.current !== controller) return;
    running.current = null;
    setUpload(null);
    onUploadingChange(false);
  };

  const start = async (photos: File[]) => {
    const controller = new AbortController();
    running.current = controller;
    const label = photos.length === 1 ? photos[0]!.name : `${photos.length} photos`;
    setUpload({ label, percent: 0 });
    onUploadingChange(true);
    try {
      const urls = await uploadTourImages(photos, {
        signal: controller.signal,
        onProgress: ({ percent }) => setUpload({ label, percent }),
      });
      // The server stores a file once: the same photo again answers the url already in the list.
      const listed = new Set(getValues('images').map((image) => image.url));
      const fresh = [...new Set(urls)].filter((url) => !listed.has(url));
      if (fresh.length < urls.length) setProblems(['A photo already in the list was left out.']);
      append(
        fresh.map((url) => ({ url, preview: url, alt: '' })),
        { shouldFocus: false },
      );
    } catch (failure) {
      if (!controller.signal.aborted) setProblems([errorMessage(failure, 'Failed to upload image')]);
    } finally {
      finish(controller);
    }
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { photos, problems: found } = choosePhotos(files, room);
    setProblems(found);
    if (photos.length > 0) void start(photos);
  };

  const cancel = () => {
    const controller = running.current;
    controller?.abort();
    if (controller) finish(controller);
  };

  const listError = errors.images?.message ?? errors.images?.root?.message;

  return (
    <TourFormSection
      id="tour-photos"
      title="Photos"
      description="The first photo is the tour's cover on cards and at the top of its page. Drag a photo by its handle to change the order."
    >
      <input
        ref={input}
        id="tour-photo-files"
        type="file"
        multiple
        accept={tourPhotoRules.types.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={onChoose}
      />
      {fields.length > 0 ? (
        <SortableImageList images={fields} onMove={move}>
          {(index) => {
            const imageErrors = errors.images?.[index];
            const problem = imageErrors?.url?.message ?? imageErrors?.alt?.message;
            const id = `tour-image-${index}`;
            return (
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${id}-alt`} className="mb-1.5 block text-sm font-semibold text-ink-800">
                    Photo {index + 1}: what it shows
                  </label>
                  <Input
                    id={`${id}-alt`}
                    placeholder="e.g. Vermilion gates on the path up Mount Inari"
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-error` : `${id}-hint`}
                    {...register(`images.${index}.alt`)}
                  />
                  <FieldMessages id={id} error={problem} hint="Read out by screen readers." />
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-7 text-danger-600 hover:text-danger-700"
                  onClick={() => remove(index)}
                  aria-label={`Remove photo ${index + 1}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            );
          }}
        </SortableImageList>
      ) : (
        <p className="rounded-xl border border-dashed border-sand-300 bg-sand-50 px-4 py-6 text-center text-sm text-ink-600">
          No photos yet. Travellers book what they can see: add a few.
        </p>
      )}

      {upload ? (
        <UploadProgress fileName={upload.label} percent={upload.percent} label="Photo upload">
          <Button variant="ghost" size="sm" onClick={cancel}>
            <X aria-hidden />
            Cancel upload
          </Button>
        </UploadProgress>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            disabled={room <= 0}
            aria-describedby="tour-photos-rules"
          >
            <ImagePlus aria-hidden />
            Add photos
          </Button>
          <p id="tour-photos-rules" className="text-sm text-ink-600">
            {imageRulesText(tourPhotoRules)} each; up to {limits.uploadMaxFiles} at once,{' '}
            {limits.tourImagesMax} in all.
          </p>
        </div>
      )}
      {problems.length > 0 && (
        <Alert tone="danger">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Alert>
      )}
      <FieldMessages id="tour-images" error={listError} />
    </TourFormSection>
  );
}

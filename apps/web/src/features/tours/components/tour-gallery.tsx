import type { TourImage } from '@tabi/contracts';
import { ChevronLeft, ChevronRight, Images } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { cn } from '../../../ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog.tsx';

type TourGalleryProps = { images: TourImage[]; title: string };

/**
 * The cover large, up to four more beside it; any picture opens the full-size viewer (once the app is
 * live: on the prerendered page the pictures are shown and their buttons wait, saying why).
 */
export function TourGallery({ images, title }: TourGalleryProps) {
  const untilLive = useDisabledUntilLive();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const cover = images[0];
  const others = images.slice(1, 5);

  const show = (i: number) => {
    setIndex(i);
    setOpen(true);
  };

  if (!cover) return null;

  return (
    <>
      <div
        className={cn(
          'relative grid h-[15rem] gap-2 overflow-hidden rounded-2xl sm:h-[22rem] lg:h-[28rem]',
          others.length > 0 && 'md:grid-cols-4 md:grid-rows-2',
        )}
      >
        <GalleryButton
          image={cover}
          label={`Open photo 1 of ${images.length}: ${cover.alt}`}
          onClick={() => show(0)}
          untilLive={untilLive}
          className={cn(
            others.length > 0 && 'md:col-span-2 md:row-span-2',
            others.length === 1 && 'md:col-span-3',
          )}
          priority
        />
        {others.map((image, i) => (
          <GalleryButton
            key={image.url}
            image={image}
            label={`Open photo ${i + 2} of ${images.length}: ${image.alt}`}
            onClick={() => show(i + 1)}
            untilLive={untilLive}
            className={cn(
              'max-md:hidden',
              others.length === 1 && 'md:row-span-2',
              others.length === 2 && 'md:col-span-2',
              others.length === 3 && i === 0 && 'md:col-span-2',
            )}
          />
        ))}
        {images.length > 1 && (
          <button
            type="button"
            onClick={() => show(0)}
            disabled={untilLive.disabled}
            aria-describedby={untilLive.describedBy()}
            className="absolute right-3 bottom-3 inline-flex cursor-pointer disabled:cursor-default items-center gap-2 rounded-lg border border-ink-900/10 bg-white px-3 py-2 text-sm font-semibold text-ink-900 shadow-sm transition-colors duration-150 hover:bg-white"
          >
            <Images className="size-4" aria-hidden />
            Show all {images.length} photos
          </button>
        )}
        {untilLive.reason}
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <Lightbox images={images} index={index} onIndexChange={setIndex} title={title} />
      </Dialog>
    </>
  );
}

function GalleryButton({
  image,
  label,
  onClick,
  untilLive,
  className,
  priority = false,
}: {
  image: TourImage;
  label: string;
  onClick: () => void;
  untilLive: ReturnType<typeof useDisabledUntilLive>;
  className?: string;
  priority?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      disabled={untilLive.disabled}
      aria-describedby={untilLive.describedBy()}
      className={cn(
        'group relative cursor-pointer overflow-hidden disabled:cursor-default bg-sand-200 focus-visible:outline-offset-[-4px]',
        className,
      )}
    >
      <img
        src={priority ? image.url : image.thumbUrl}
        srcSet={priority ? undefined : `${image.thumbUrl} 400w, ${image.url} ${image.width}w`}
        sizes={priority ? undefined : '(min-width: 768px) 25vw, 100vw'}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className="size-full object-cover transition-[transform,filter] duration-300 group-hover:scale-[1.02] group-hover:brightness-95"
      />
    </button>
  );
}

function Lightbox({
  images,
  index,
  onIndexChange,
  title,
}: {
  images: TourImage[];
  index: number;
  onIndexChange: (i: number) => void;
  title: string;
}) {
  const count = images.length;
  const image = images[index] ?? images[0];
  const step = useCallback(
    (delta: number) => onIndexChange((index + delta + count) % count),
    [index, count, onIndexChange],
  );

  if (!image) return null;
  return (
    <DialogContent
      className="max-w-5xl bg-ink-900 p-0 text-white sm:p-0 [&>button:last-child]:bg-white/10 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/20"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        if (event.key === 'ArrowLeft') step(-1);
      }}
    >
      <div className="px-5 pt-4 pb-3 pr-16">
        <DialogTitle className="truncate text-base text-white">{title}</DialogTitle>
        <DialogDescription className="text-white/80">
          Photo {index + 1} of {count}: {image.alt}
        </DialogDescription>
      </div>
      <div className="relative flex items-center justify-center bg-black">
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={image.alt}
          className="max-h-[75dvh] w-auto object-contain"
        />
        {count > 1 && (
          <>
            <LightboxArrow direction="previous" onClick={() => step(-1)} />
            <LightboxArrow direction="next" onClick={() => step(1)} />
          </>
        )}
      </div>
    </DialogContent>
  );
}

function LightboxArrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const Icon = direction === 'next' ? ChevronRight : ChevronLeft;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'next' ? 'Next photo' : 'Previous photo'}
      className={cn(
        'absolute top-1/2 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-raised transition-colors duration-150 hover:bg-white',
        direction === 'next' ? 'right-3' : 'left-3',
      )}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}

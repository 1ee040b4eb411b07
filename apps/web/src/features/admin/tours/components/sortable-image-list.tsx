import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../../ui/badge.tsx';
import { cn } from '../../../../ui/cn.ts';

type SortableImage = { id: string; preview: string };

type SortableImageListProps = {
  images: SortableImage[];
  /** The image at `from` now goes to `to` (indexes in `images`). */
  onMove: (from: number, to: number) => void;
  /** What sits beside each picture: its description field, its remove button. */
  children: (index: number) => ReactNode;
};

const screenReaderInstructions = {
  draggable:
    'To move a photo, press Space or Enter on its handle, move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel. The first photo is the cover.',
};

/** The pictures in order, the first marked as the cover; each moves by its handle: mouse, touch or keys. */
export function SortableImageList({ images, onMove, children }: SortableImageListProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts: a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier) => images.findIndex((image) => image.id === id) + 1;
  const place = (id: UniqueIdentifier) => {
    const position = positionOf(id);
    return position === 1 ? 'position 1, the cover' : `position ${position} of ${images.length}`;
  };
  // The live region says only the latest: a pick-up is at once followed by where the photo is.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `Photo ${positionOf(active.id)} is outside the list.`;
      return over.id === active.id
        ? `Photo ${positionOf(active.id)} is at ${place(over.id)}.`
        : `Photo ${positionOf(active.id)} would move to ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id ? `Photo moved to ${place(over.id)}.` : 'Photo dropped where it was.',
    onDragCancel: ({ active }) => `Moving photo ${positionOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={images.map((image) => image.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3">
          {images.map((image, index) => (
            <SortableImageRow key={image.id} image={image} index={index}>
              {children(index)}
            </SortableImageRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableImageRow({
  image,
  index,
  children,
}: {
  image: SortableImage;
  index: number;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: image.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex gap-3 rounded-xl border border-sand-200 bg-white p-3 max-sm:flex-wrap',
        isDragging && 'relative z-10 shadow-raised',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-ink-600 hover:bg-sand-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-primary-500 active:cursor-grabbing"
        aria-label={`Move photo ${index + 1}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
      <div className="relative shrink-0">
        <img
          src={image.preview}
          alt=""
          width={128}
          height={96}
          className="h-24 w-32 rounded-lg bg-sand-100 object-cover"
        />
        {index === 0 && (
          <Badge variant="accent" className="absolute top-1.5 left-1.5">
            Cover
          </Badge>
        )}
      </div>
      <div className="min-w-0 flex-1 max-sm:basis-full">{children}</div>
    </li>
  );
}

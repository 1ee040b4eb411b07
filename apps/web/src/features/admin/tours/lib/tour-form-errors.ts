import type { FieldPath, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import type { TourFormValues, TourListName } from './tour-form-values.ts';

type Path = FieldPath<TourFormValues>;

/** Where a server field error shows in the form, and which control takes the focus for it. */
type Placement = { field: Path; focus: Path };

const sameName = new Set<string>([
  'title',
  'category',
  'description',
  'priceNumber',
  'city',
  'region',
  'meetingPoint',
  'departureTime',
  'maxGroupSize',
  'instantConfirmation',
  'featured',
  'archived',
  'images',
]);

/**
 * The form's place for a server path (`fieldErrors` are keyed by the wire's dotted paths): list lines
 * are objects in the form, the duration is two inputs, the child price a percentage, an image's url is
 * no input (its description takes the focus). Null for a path the form has no place for.
 */
export function placementOf(serverPath: string): Placement | null {
  if (sameName.has(serverPath)) return { field: serverPath as Path, focus: serverPath as Path };
  if (serverPath === 'durationMinutes') return { field: 'duration', focus: 'duration.hours' };
  if (serverPath === 'childPriceShare') return { field: 'childPricePercent', focus: 'childPricePercent' };
  if (/^departureDays(\.\d+)?$/.test(serverPath)) return { field: 'departureDays', focus: 'departureDays' };
  const line = /^(highlights|included|excluded|languages)(?:\.(\d+))?$/.exec(serverPath);
  if (line) {
    const list = line[1] as TourListName;
    const path: Path = line[2] === undefined ? list : `${list}.${Number(line[2])}.value`;
    return { field: path, focus: path };
  }
  const image = /^images\.(\d+)\.(url|alt)$/.exec(serverPath);
  if (image) {
    const index = Number(image[1]);
    return { field: `images.${index}.${image[2] as 'url' | 'alt'}`, focus: `images.${index}.alt` };
  }
  return null;
}

/**
 * Puts the server's field errors on the form's fields and moves the focus to the first. Answers the
 * messages that found no field, for the caller to show elsewhere.
 */
export function applyTourFieldErrors(
  fieldErrors: Record<string, string>,
  setError: UseFormSetError<TourFormValues>,
  setFocus: UseFormSetFocus<TourFormValues>,
): string[] {
  const unplaced: string[] = [];
  let focus: Path | undefined;
  for (const [path, message] of Object.entries(fieldErrors)) {
    const placement = placementOf(path);
    if (!placement) {
      unplaced.push(message);
      continue;
    }
    setError(placement.field, { type: 'server', message });
    focus ??= placement.focus;
  }
  if (focus) setFocus(focus);
  return unplaced;
}

import { formatPrice } from '../ui/format-price.ts';
import { Stepper } from '../ui/stepper.tsx';

type Participants = { adults: number; children: number };

type ParticipantsPickerProps = {
  value: Participants;
  onChange: (participants: Participants) => void;
  /** The most people this booking can take (seats left on the date, the per-booking limit). */
  maxTotal: number;
  adultPrice: number;
  childPrice: number;
  currency: string;
  /** The tour takes no children (the server refuses them): no children stepper, a note in its place. */
  adultsOnly: boolean;
};

/** Adults (at least one) and children; together never more than `maxTotal`. */
export function ParticipantsPicker({
  value: { adults, children },
  onChange,
  maxTotal,
  adultPrice,
  childPrice,
  currency,
  adultsOnly,
}: ParticipantsPickerProps) {
  return (
    <div className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white px-4 sm:px-5">
      <Stepper
        id="booking-adults"
        className="py-4"
        label="Adults"
        hint={`${formatPrice(adultPrice, currency)} each`}
        value={adults}
        min={1}
        max={Math.max(1, maxTotal - children)}
        onChange={(next) => onChange({ adults: next, children })}
        decreaseLabel="Remove an adult"
        increaseLabel="Add an adult"
      />
      {adultsOnly ? (
        <p className="py-4 text-sm text-ink-600">This tour is for adults only</p>
      ) : (
        <Stepper
          id="booking-children"
          className="py-4"
          label="Children"
          hint={childPrice === 0 ? 'Free' : `${formatPrice(childPrice, currency)} each`}
          value={children}
          min={0}
          max={Math.max(0, maxTotal - adults)}
          onChange={(next) => onChange({ adults, children: next })}
          decreaseLabel="Remove a child"
          increaseLabel="Add a child"
        />
      )}
    </div>
  );
}

import { formatPrice } from '../../../ui/format-price.ts';
import { Stepper } from '../../../ui/stepper.tsx';

type Participants = { adults: number; children: number };

type ParticipantsPickerProps = {
  value: Participants;
  onChange: (participants: Participants) => void;
  /** The most people this booking can take (seats left on the date, the per-booking limit). */
  maxTotal: number;
  adultPrice: number;
  childPrice: number;
  currency: string;
};

/** Adults (at least one) and children; together never more than `maxTotal`. */
export function ParticipantsPicker({
  value: { adults, children },
  onChange,
  maxTotal,
  adultPrice,
  childPrice,
  currency,
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
      <Stepper
        id="booking-children"
        className="py-4"
        label="Children"
        hint={`${formatPrice(childPrice, currency)} each`}
        value={children}
        min={0}
        max={Math.max(0, maxTotal - adults)}
        onChange={(next) => onChange({ adults, children: next })}
        decreaseLabel="Remove a child"
        increaseLabel="Add a child"
      />
    </div>
  );
}

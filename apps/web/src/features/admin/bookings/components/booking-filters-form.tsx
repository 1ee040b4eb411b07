import { bookingStatuses, type PaymentStatus, paymentStatuses, refundStatuses } from '@tabi/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { paymentStatusText, refundStatusText } from '../../../../ui/booking-state-badges.tsx';
import { FormField } from '../../../../ui/form-field.tsx';
import { Input } from '../../../../ui/input.tsx';
import { Select } from '../../../../ui/select.tsx';
import { FiltersForm } from '../../shared/components/filters-form.tsx';
import { SearchField } from '../../shared/components/search-field.tsx';
import { TourCombobox } from '../../tours/components/tour-combobox.tsx';
import { type BookingFilters, dateRangeProblem, type RefundStatus } from '../lib/booking-filters.ts';
import { statusLabels } from '../lib/booking-moves.ts';

/** The payment filter's choices, in the order a booking goes through them. */
const paymentChoices: readonly PaymentStatus[] = [
  'unpaid',
  'pending',
  'paid',
  'partially_refunded',
  'refunded',
  'failed',
];
/** The payment filter's last choice: bookings with a chargeback, whatever their payment status. */
const disputedChoice = 'disputed';

type BookingFiltersFormProps = {
  filters: BookingFilters;
  onApply: (filters: BookingFilters) => void;
};

/**
 * The list's filters. The status, payment, refund and tour apply as soon as chosen; the search and the
 * dates apply together with Search (or Enter), once they make sense.
 */
export function BookingFiltersForm({ filters, onApply }: BookingFiltersFormProps) {
  const [draft, setDraft] = useState({ q: filters.q ?? '', from: filters.from ?? '', to: filters.to ?? '' });
  const [checked, setChecked] = useState(false);

  // The address changed by itself (back button, Clear): the fields follow it.
  useEffect(() => {
    setDraft({ q: filters.q ?? '', from: filters.from ?? '', to: filters.to ?? '' });
    setChecked(false);
  }, [filters.q, filters.from, filters.to]);

  const rangeError = checked ? dateRangeProblem(draft.from, draft.to) : undefined;
  const active = Boolean(
    filters.status ||
      filters.paymentStatus ||
      filters.refundStatus ||
      filters.disputed ||
      filters.q ||
      filters.from ||
      filters.to ||
      filters.tourId,
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (dateRangeProblem(draft.from, draft.to)) return;
    onApply({
      ...filters,
      q: draft.q.trim() || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
  };

  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  return (
    <FiltersForm
      label="Filter bookings"
      onSubmit={apply}
      active={active}
      onClear={() => onApply({})}
      clearLabel="Clear filters"
      className="sm:grid-cols-2 lg:grid-cols-4"
      actionsClassName="items-center sm:col-span-2 lg:col-span-4"
    >
      <SearchField
        id="bookings-q"
        label="Reference or e-mail"
        value={draft.q}
        onChange={(q) => setDraft((d) => ({ ...d, q }))}
        placeholder="TB-7K2M or emma@example.com"
        className="sm:col-span-2 lg:col-span-2"
      />
      <FormField id="bookings-status" label="Status">
        {(c) => (
          <Select
            {...c}
            value={filters.status ?? ''}
            onChange={(event) =>
              onApply({
                ...filters,
                status: (bookingStatuses as readonly string[]).includes(event.target.value)
                  ? (event.target.value as BookingFilters['status'])
                  : undefined,
              })
            }
          >
            <option value="">All statuses</option>
            {bookingStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="bookings-payment" label="Payment">
        {(c) => (
          <Select
            {...c}
            value={filters.disputed ? disputedChoice : (filters.paymentStatus ?? '')}
            onChange={(event) => {
              const choice = event.target.value;
              onApply({
                ...filters,
                paymentStatus: (paymentStatuses as readonly string[]).includes(choice)
                  ? (choice as PaymentStatus)
                  : undefined,
                disputed: choice === disputedChoice ? 'true' : undefined,
              });
            }}
          >
            <option value="">All payments</option>
            {paymentChoices.map((status) => (
              <option key={status} value={status}>
                {paymentStatusText(status)}
              </option>
            ))}
            <option value={disputedChoice}>Disputed</option>
          </Select>
        )}
      </FormField>
      <FormField id="bookings-refund" label="Refund">
        {(c) => (
          <Select
            {...c}
            value={filters.refundStatus ?? ''}
            onChange={(event) =>
              onApply({
                ...filters,
                refundStatus: (refundStatuses as readonly string[]).includes(event.target.value)
                  ? (event.target.value as RefundStatus)
                  : undefined,
              })
            }
          >
            <option value="">All refunds</option>
            {refundStatuses.map((status) => (
              <option key={status} value={status}>
                {refundStatusText(status)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="bookings-from" label="Departs from">
        {(c) => (
          <Input {...c} type="date" value={draft.from} onChange={set('from')} max={draft.to || undefined} />
        )}
      </FormField>
      <FormField id="bookings-to" label="Departs until" error={rangeError}>
        {(c) => (
          <Input {...c} type="date" value={draft.to} onChange={set('to')} min={draft.from || undefined} />
        )}
      </FormField>
      <FormField id="bookings-tour" label="Tour">
        {(c) => (
          <TourCombobox
            {...c}
            tourId={filters.tourId}
            onChange={(tourId) => onApply({ ...filters, tourId })}
          />
        )}
      </FormField>
    </FiltersForm>
  );
}

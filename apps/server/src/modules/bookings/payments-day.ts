import { TZDate } from '@date-fns/tz';
import { type PaymentsDay, toMajorUnits } from '@tabi/contracts';
import { addDays, format } from 'date-fns';
import type { PaymentsDayRepository } from './payments-day.repository.ts';

type Deps = { days: PaymentsDayRepository; timezone: string; currency: string; now: () => Date };

/**
 * One local day's money (in the operator's time zone, today by default): takings, refunds and disputes
 * summed from the payment ledger, newest movement first.
 */
export function createPaymentsDay({ days, timezone, currency, now }: Deps) {
  return async (date?: string): Promise<PaymentsDay> => {
    const day = date ?? format(new TZDate(now().getTime(), timezone), 'yyyy-MM-dd');
    const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
    const from = new TZDate(year, month - 1, dayOfMonth, timezone);
    const [movements, waiting] = await Promise.all([
      days.movementsBetween(new Date(from.getTime()), new Date(addDays(from, 1).getTime())),
      days.waiting(),
    ]);
    const total = (kind: (typeof movements)[number]['kind']) => {
      const own = movements.filter((movement) => movement.kind === kind);
      return { count: own.length, minor: own.reduce((sum, movement) => sum + movement.amountMinor, 0) };
    };
    const [takings, refunds, disputes] = [total('payment'), total('refund'), total('dispute')];
    const money = ({ count, minor }: { count: number; minor: number }) => ({
      count,
      amount: toMajorUnits(minor),
    });
    return {
      date: day,
      timezone,
      currency,
      takings: money(takings),
      refunds: money(refunds),
      disputes: money(disputes),
      net: toMajorUnits(takings.minor - refunds.minor - disputes.minor),
      ...waiting,
      movements: movements.map((movement) => ({
        kind: movement.kind,
        amount: toMajorUnits(movement.amountMinor),
        currency: movement.currency,
        at: movement.at.toISOString(),
        booking: {
          _id: movement.bookingId,
          reference: movement.reference,
          tourTitle: movement.tourTitle,
          customerName: movement.customerName,
          paymentStatus: movement.paymentStatus,
        },
      })),
    };
  };
}

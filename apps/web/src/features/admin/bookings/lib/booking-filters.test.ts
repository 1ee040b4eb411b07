import { describe, expect, it } from 'vitest';
import { adminBookingsHref, bookingFiltersFrom, dateRangeProblem } from './booking-filters.ts';

describe('booking filters in the address', () => {
  it('reads known values and drops odd ones', () => {
    expect(
      bookingFiltersFrom(
        new URLSearchParams('status=confirmed&from=2027-03-01&to=March&q=%20TB-7K%20&tourId=&page=3'),
      ),
    ).toEqual({
      status: 'confirmed',
      from: '2027-03-01',
      to: undefined,
      q: 'TB-7K',
      tourId: undefined,
      page: 3,
    });
    expect(bookingFiltersFrom(new URLSearchParams('status=lost&page=-1'))).toMatchObject({
      status: undefined,
      page: 1,
    });
  });

  it('keeps a tour id only when it is one', () => {
    const tourId = '0b6f3a52-8f7e-4a43-9d8e-3d1c8f5a2b10';
    expect(bookingFiltersFrom(new URLSearchParams(`tourId=${tourId}`)).tourId).toBe(tourId);
    expect(bookingFiltersFrom(new URLSearchParams('tourId=kyoto')).tourId).toBeUndefined();
  });

  it('reads and writes the payment status and the disputed filter', () => {
    const filters = bookingFiltersFrom(new URLSearchParams('paymentStatus=partially_refunded&disputed=true'));
    expect(filters).toMatchObject({ paymentStatus: 'partially_refunded', disputed: 'true' });
    expect(bookingFiltersFrom(new URLSearchParams('paymentStatus=stolen&disputed=yes'))).toMatchObject({
      paymentStatus: undefined,
      disputed: undefined,
    });
    expect(adminBookingsHref({ paymentStatus: 'failed', disputed: 'true' })).toBe(
      '/admin/bookings?paymentStatus=failed&disputed=true',
    );
  });

  it('reads and writes the refund status', () => {
    expect(bookingFiltersFrom(new URLSearchParams('refundStatus=failed'))).toMatchObject({
      refundStatus: 'failed',
    });
    expect(bookingFiltersFrom(new URLSearchParams('refundStatus=lost'))).toMatchObject({
      refundStatus: undefined,
    });
    expect(adminBookingsHref({ status: 'cancelled', refundStatus: 'failed' })).toBe(
      '/admin/bookings?status=cancelled&refundStatus=failed',
    );
  });

  it('writes only what is set, and page 1 not at all', () => {
    expect(adminBookingsHref({})).toBe('/admin/bookings');
    expect(adminBookingsHref({ status: 'pending', q: ' emma ', from: '' }, 2)).toBe(
      '/admin/bookings?status=pending&q=emma&page=2',
    );
  });

  it('refuses a range that ends before it starts', () => {
    expect(dateRangeProblem('2027-03-02', '2027-03-01')).toBe('The end date is before the start date');
    expect(dateRangeProblem('2027-03-01', '2027-03-01')).toBeUndefined();
    expect(dateRangeProblem(undefined, '2027-03-01')).toBeUndefined();
  });
});

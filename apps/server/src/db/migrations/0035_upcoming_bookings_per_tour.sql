CREATE TABLE "upcoming_bookings_from" (
	"date" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "departures_upcoming_bookings_idx";--> statement-breakpoint
ALTER TABLE "tour_booking_totals" ADD COLUMN "upcoming_bookings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tour_booking_totals_upcoming_idx" ON "tour_booking_totals" USING btree ("upcoming_bookings" DESC NULLS FIRST) WHERE "tour_booking_totals"."upcoming_bookings" > 0;
--> statement-breakpoint
-- Decision 89: each tour's bookings not cancelled on departures from the date in `upcoming_bookings_from` on
-- (no row: '-infinity'), kept by the tally trigger beside its totals: the admin's tours by upcoming bookings
-- read them instead of summing every departure to come. The trigger reads the date in each statement; the
-- admin's tours moves it to the operator's today, in a transaction that takes the days left behind off
-- while it holds writers out. Until that first move the count is every booking not cancelled.
UPDATE "tour_booking_totals" SET "upcoming_bookings" = "bookings";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tally_bookings() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- The columns the tallies read, not whole rows: a bulk load's changes are read four times.
  columns text := 'status, payment_status, refund_status, disputed_at, checkout_session_id, currency, total_minor,
    amount_paid_minor, amount_refunded_minor, created_at, tour_id, departure_id, departure_date, adults, children';
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT 1 AS sign, %s FROM new_rows', columns)
    WHEN 'DELETE' THEN format('SELECT -1 AS sign, %s FROM old_rows', columns)
    ELSE format('SELECT -1 AS sign, %1$s FROM old_rows UNION ALL SELECT 1 AS sign, %1$s FROM new_rows', columns)
  END;
  seats_moved boolean;
BEGIN
  EXECUTE format($tally$
    WITH changes AS MATERIALIZED (%s),
    counts AS (
      INSERT INTO booking_counts (status, payment_status, refund_status, disputed, online, currency,
                                  bookings, total_minor, paid_minor, refunded_minor)
      SELECT status, payment_status, coalesce(refund_status::text, ''), disputed_at IS NOT NULL,
             checkout_session_id IS NOT NULL, currency,
             sum(sign), sum(sign * total_minor), sum(sign * (amount_paid_minor - amount_refunded_minor)),
             sum(sign * amount_refunded_minor)
      FROM changes
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(sign) <> 0 OR sum(sign * total_minor) <> 0
          OR sum(sign * (amount_paid_minor - amount_refunded_minor)) <> 0 OR sum(sign * amount_refunded_minor) <> 0
    ),
    quarters AS (
      INSERT INTO booking_quarter_hours (quarter, currency, bookings, revenue_minor)
      SELECT date_bin('15 minutes', created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), currency,
             sum(sign), coalesce(sum(sign * total_minor) FILTER (WHERE payment_status <> 'pending'), 0)
      FROM changes
      WHERE status <> 'cancelled'
      GROUP BY 1, 2
      HAVING sum(sign) <> 0 OR sum(sign * total_minor) FILTER (WHERE payment_status <> 'pending') <> 0
    ),
    departure_counts AS (
      UPDATE departures d SET live_bookings = d.live_bookings + c.bookings
      FROM (SELECT departure_id, sum(sign) AS bookings FROM changes WHERE status <> 'cancelled'
            GROUP BY 1 HAVING sum(sign) <> 0) c
      WHERE d.id = c.departure_id
      RETURNING 1
    ),
    tour_totals AS (
      INSERT INTO tour_booking_totals AS t (tour_id, bookings, seats, upcoming_bookings)
      SELECT tour_id, sum(sign), sum(sign * (adults + children)),
             coalesce(sum(sign) FILTER (WHERE departure_date >= upcoming.date), 0)
      FROM changes
        CROSS JOIN (SELECT coalesce((SELECT date FROM upcoming_bookings_from), '-infinity') AS date) upcoming
      WHERE status <> 'cancelled'
      GROUP BY tour_id
      HAVING sum(sign) <> 0 OR sum(sign * (adults + children)) <> 0
          OR sum(sign) FILTER (WHERE departure_date >= upcoming.date) <> 0
      ORDER BY tour_id
      ON CONFLICT (tour_id) DO UPDATE SET bookings = t.bookings + excluded.bookings, seats = t.seats + excluded.seats,
        upcoming_bookings = t.upcoming_bookings + excluded.upcoming_bookings
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM departure_counts) OR EXISTS (SELECT 1 FROM tour_totals)
  $tally$, changed) INTO seats_moved;
  -- What the catalog shows of bookings is their seats (seats left, the popular sort): only a change to
  -- those empties the cached answers, not a payment, a reminder sent or a sweep that found nothing.
  IF seats_moved THEN
    PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;

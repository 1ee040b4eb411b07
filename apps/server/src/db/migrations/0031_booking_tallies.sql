CREATE TABLE "booking_counts" (
	"status" "booking_status" NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"refund_status" text NOT NULL,
	"disputed" boolean NOT NULL,
	"online" boolean NOT NULL,
	"currency" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_quarter_hours" (
	"quarter" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_booking_totals" (
	"tour_id" uuid PRIMARY KEY NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "live_bookings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_booking_totals" ADD CONSTRAINT "tour_booking_totals_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_quarter_hours_quarter_idx" ON "booking_quarter_hours" USING btree ("quarter");--> statement-breakpoint
CREATE INDEX "tour_booking_totals_top_idx" ON "tour_booking_totals" USING btree ("bookings" DESC NULLS FIRST,"seats" DESC NULLS FIRST) WHERE "tour_booking_totals"."bookings" > 0;--> statement-breakpoint
CREATE INDEX "bookings_refund_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "bookings"."refund_status" is not null;--> statement-breakpoint
CREATE INDEX "bookings_disputed_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "bookings"."disputed_at" is not null;--> statement-breakpoint
-- Decision 79: the tallies follow every change to bookings in the changing transaction. One statement
-- adds what it removed (-1) and what it wrote (+1) per key, so an update that leaves the keyed columns
-- alone adds nothing. booking_counts and booking_quarter_hours take new rows (no booking waits on
-- another's), which a round folds every minute; a tour's and a departure's counts are updated in place,
-- the departure's row being held by the booking's transaction already. The transition tables are read by
-- one dynamic statement because each of the three triggers (one per event) has its own.
CREATE FUNCTION tally_bookings() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- The columns the tallies read, not whole rows: a bulk load's changes are read four times.
  columns text := 'status, payment_status, refund_status, disputed_at, checkout_session_id, currency, total_minor,
    amount_paid_minor, amount_refunded_minor, created_at, tour_id, departure_id, adults, children';
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
      INSERT INTO tour_booking_totals AS t (tour_id, bookings, seats)
      SELECT tour_id, sum(sign), sum(sign * (adults + children))
      FROM changes
      WHERE status <> 'cancelled'
      GROUP BY tour_id
      HAVING sum(sign) <> 0 OR sum(sign * (adults + children)) <> 0
      ORDER BY tour_id
      ON CONFLICT (tour_id) DO UPDATE SET bookings = t.bookings + excluded.bookings, seats = t.seats + excluded.seats
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
--> statement-breakpoint
CREATE FUNCTION empty_booking_tallies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE booking_counts, booking_quarter_hours, tour_booking_totals;
  UPDATE departures SET live_bookings = 0 WHERE live_bookings <> 0;
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The tally trigger announces the changes to bookings that the catalog shows (migration 0008 announced all).
DROP TRIGGER bookings_notify_catalog ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_tally_insert AFTER INSERT ON bookings
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_tally_update AFTER UPDATE ON bookings
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_tally_delete AFTER DELETE ON bookings
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_tally_truncate AFTER TRUNCATE ON bookings
FOR EACH STATEMENT EXECUTE FUNCTION empty_booking_tallies();
--> statement-breakpoint
-- The bookings made before this migration, after the triggers: their lock keeps writers out until it commits.
-- The states are compared as text: on a new database every migration runs in one transaction, and an enum
-- value added in it ('pending' of payment_status) cannot be used as a value before it commits.
INSERT INTO booking_counts (status, payment_status, refund_status, disputed, online, currency,
                            bookings, total_minor, paid_minor, refunded_minor)
SELECT status, payment_status, coalesce(refund_status::text, ''), disputed_at IS NOT NULL,
       checkout_session_id IS NOT NULL, currency,
       count(*), sum(total_minor), sum(amount_paid_minor - amount_refunded_minor), sum(amount_refunded_minor)
FROM bookings GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO booking_quarter_hours (quarter, currency, bookings, revenue_minor)
SELECT date_bin('15 minutes', created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), currency,
       count(*), coalesce(sum(total_minor) FILTER (WHERE payment_status::text <> 'pending'), 0)
FROM bookings WHERE status::text <> 'cancelled' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO tour_booking_totals (tour_id, bookings, seats)
SELECT tour_id, count(*), sum(adults + children) FROM bookings WHERE status::text <> 'cancelled' GROUP BY tour_id;
--> statement-breakpoint
UPDATE departures d SET live_bookings = c.bookings
FROM (SELECT departure_id, count(*) AS bookings FROM bookings WHERE status::text <> 'cancelled' GROUP BY 1) c
WHERE d.id = c.departure_id;

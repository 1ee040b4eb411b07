CREATE TABLE "rating_star_counts" (
	"stars" smallint PRIMARY KEY NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rating_star_counts_stars_range" CHECK ("rating_star_counts"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
DROP INDEX "departures_date_idx";--> statement-breakpoint
CREATE INDEX "departures_seats_sold_idx" ON "departures" USING btree ("starts_at","booked") WHERE "departures"."booked" > 0;--> statement-breakpoint
CREATE INDEX "departures_day_idx" ON "departures" USING btree ("date","starts_at");
--> statement-breakpoint
-- Decision 85: the count of ratings per star follows every change to ratings in the changing transaction.
-- One statement adds what it removed (-1) and what it wrote (+1) per star; the rows are written in the
-- order of their stars, so two statements moving ratings between the same stars lock them in the same
-- order. A rating waits only on another rating of the same stars written at that moment (ratings are rare
-- beside bookings, and each already waits on its tour's summary row). The transition tables are read by
-- one dynamic statement because each of the three triggers (one per event) has its own.
CREATE FUNCTION tally_rating_stars() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, rating FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, rating FROM old_rows'
    ELSE 'SELECT -1 AS sign, rating FROM old_rows UNION ALL SELECT 1 AS sign, rating FROM new_rows'
  END;
BEGIN
  EXECUTE format($tally$
    INSERT INTO rating_star_counts AS c (stars, ratings)
    SELECT rating, sum(sign) FROM (%s) AS changes GROUP BY rating HAVING sum(sign) <> 0 ORDER BY rating
    ON CONFLICT (stars) DO UPDATE SET ratings = c.ratings + excluded.ratings
  $tally$, changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION empty_rating_star_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rating_star_counts SET ratings = 0 WHERE ratings <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ratings_tally_insert AFTER INSERT ON ratings
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rating_stars();
--> statement-breakpoint
CREATE TRIGGER ratings_tally_update AFTER UPDATE ON ratings
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rating_stars();
--> statement-breakpoint
CREATE TRIGGER ratings_tally_delete AFTER DELETE ON ratings
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rating_stars();
--> statement-breakpoint
CREATE TRIGGER ratings_tally_truncate AFTER TRUNCATE ON ratings
FOR EACH STATEMENT EXECUTE FUNCTION empty_rating_star_counts();
--> statement-breakpoint
-- The ratings given before this migration, after the triggers: their lock keeps writers out until it commits.
-- Only stars that have ratings get a row (the dashboard reads a missing one as 0, and the trigger adds it), so
-- a new database stays empty, as a restore asks.
INSERT INTO rating_star_counts (stars, ratings)
SELECT rating, count(*) FROM ratings GROUP BY rating;

-- A tour's averageRating and ratingsCount are recomputed by the database whenever its ratings change.
-- The tour row is locked first, so the recount (a new statement, hence a new snapshot under READ COMMITTED)
-- sees every rating committed before it: concurrent ratings never leave a stale summary.
CREATE OR REPLACE FUNCTION refresh_tour_rating_summary() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  FOR target IN
    SELECT DISTINCT t FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.tour_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.tour_id END
    ]) AS t WHERE t IS NOT NULL
  LOOP
    PERFORM 1 FROM tours WHERE id = target FOR UPDATE;
    UPDATE tours
       SET average_rating = coalesce((SELECT round(avg(rating)::numeric, 2) FROM ratings WHERE tour_id = target), 0),
           ratings_count = (SELECT count(*) FROM ratings WHERE tour_id = target)
     WHERE id = target;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ratings_refresh_tour_summary
AFTER INSERT OR UPDATE OF rating, tour_id OR DELETE ON ratings
FOR EACH ROW EXECUTE FUNCTION refresh_tour_rating_summary();

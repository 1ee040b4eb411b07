-- The recount locks the tour row FOR NO KEY UPDATE instead of FOR UPDATE. Every rating insert already
-- holds a KEY SHARE lock on its tour (the foreign key check), and FOR UPDATE conflicts with that: two
-- travellers rating one tour at once deadlocked. NO KEY UPDATE still queues the recounts one after the
-- other, and each recount (a new statement) sees every rating committed before it.
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
    PERFORM 1 FROM tours WHERE id = target FOR NO KEY UPDATE;
    UPDATE tours
       SET average_rating = coalesce((SELECT round(avg(rating)::numeric, 2) FROM ratings WHERE tour_id = target), 0),
           ratings_count = (SELECT count(*) FROM ratings WHERE tour_id = target)
     WHERE id = target;
  END LOOP;
  RETURN NULL;
END;
$$;

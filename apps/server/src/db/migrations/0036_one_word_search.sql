CREATE TABLE "search_word_counts" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"tours" integer DEFAULT 0 NOT NULL,
	"head_tours" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_search_terms" (
	"lexeme" text NOT NULL,
	"tour_id" uuid NOT NULL,
	"rank" real NOT NULL,
	"ratings_count" integer NOT NULL,
	CONSTRAINT "tour_search_terms_tour_id_lexeme_pk" PRIMARY KEY("tour_id","lexeme")
);
--> statement-breakpoint
CREATE INDEX "tour_search_terms_order_idx" ON "tour_search_terms" USING btree ("lexeme","rank" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"tour_id");--> statement-breakpoint
-- Decision 91: the one-word search's terms and counts follow tour_search (itself kept by a trigger on tours,
-- one row at a time): a row trigger, public tours only. A change of the ratings count alone (each new
-- rating) moves only the terms' tie-break; any other change writes the tour's terms again. The counts are
-- written in the order of their words, so two tours saved at once lock them in the same order.
CREATE FUNCTION search_word_query(lexeme text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  -- The word as a query of itself (tsquery's own quoting: a quote or a backslash is escaped).
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;
--> statement-breakpoint
CREATE FUNCTION count_search_words(vector tsvector, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_word_counts AS c (lexeme, tours, head_tours)
  SELECT u.lexeme, sign, CASE WHEN u.weights && '{A,B}'::text[] THEN sign ELSE 0 END
  FROM unnest(vector) u
  ORDER BY u.lexeme
  ON CONFLICT (lexeme) DO UPDATE SET tours = c.tours + excluded.tours, head_tours = c.head_tours + excluded.head_tours
$$;
--> statement-breakpoint
CREATE FUNCTION index_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NOT OLD.archived AND NOT NEW.archived AND OLD.search_vector = NEW.search_vector THEN
    IF OLD.ratings_count <> NEW.ratings_count THEN
      UPDATE tour_search_terms SET ratings_count = NEW.ratings_count WHERE tour_id = NEW.tour_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.archived THEN
    DELETE FROM tour_search_terms WHERE tour_id = OLD.tour_id;
    PERFORM count_search_words(OLD.search_vector, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.archived THEN
    INSERT INTO tour_search_terms (lexeme, tour_id, rank, ratings_count)
    SELECT u.lexeme, NEW.tour_id, ts_rank(NEW.search_vector, search_word_query(u.lexeme)), NEW.ratings_count
    FROM unnest(NEW.search_vector) u
    WHERE u.weights && '{A,B}'::text[];
    PERFORM count_search_words(NEW.search_vector, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION empty_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE tour_search_terms, search_word_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tour_search_words AFTER INSERT OR UPDATE OR DELETE ON tour_search
FOR EACH ROW EXECUTE FUNCTION index_search_words();
--> statement-breakpoint
CREATE TRIGGER tour_search_words_truncate AFTER TRUNCATE ON tour_search
FOR EACH STATEMENT EXECUTE FUNCTION empty_search_words();
--> statement-breakpoint
INSERT INTO tour_search_terms (lexeme, tour_id, rank, ratings_count)
SELECT u.lexeme, s.tour_id, ts_rank(s.search_vector, search_word_query(u.lexeme)), s.ratings_count
FROM tour_search s, unnest(s.search_vector) u
WHERE NOT s.archived AND u.weights && '{A,B}'::text[];
--> statement-breakpoint
INSERT INTO search_word_counts (lexeme, tours, head_tours)
SELECT u.lexeme, count(*), count(*) FILTER (WHERE u.weights && '{A,B}'::text[])
FROM tour_search s, unnest(s.search_vector) u
WHERE NOT s.archived
GROUP BY u.lexeme;

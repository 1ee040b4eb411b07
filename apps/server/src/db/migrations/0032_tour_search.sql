CREATE TABLE "tour_search" (
	"tour_id" uuid PRIMARY KEY NOT NULL,
	"archived" boolean NOT NULL,
	"ratings_count" integer NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_search" ADD CONSTRAINT "tour_search_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_search_vector_idx" ON "tour_search" USING gin ("search_vector");--> statement-breakpoint
-- Decision 80: each tour's row in tour_search follows its title, category, place, story, archiving and
-- ratings count (the generated search_vector is computed by the time an AFTER trigger runs).
CREATE FUNCTION copy_tour_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tour_search (tour_id, archived, ratings_count, search_vector)
  VALUES (NEW.id, NEW.archived, NEW.ratings_count, NEW.search_vector)
  ON CONFLICT (tour_id) DO UPDATE
    SET archived = excluded.archived, ratings_count = excluded.ratings_count, search_vector = excluded.search_vector;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tours_copy_search_insert AFTER INSERT ON tours
FOR EACH ROW EXECUTE FUNCTION copy_tour_search();
--> statement-breakpoint
CREATE TRIGGER tours_copy_search_update AFTER UPDATE ON tours
FOR EACH ROW
WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.archived <> NEW.archived
      OR OLD.ratings_count <> NEW.ratings_count)
EXECUTE FUNCTION copy_tour_search();
--> statement-breakpoint
INSERT INTO tour_search (tour_id, archived, ratings_count, search_vector)
SELECT id, archived, ratings_count, search_vector FROM tours;

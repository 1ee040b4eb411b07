-- The assistant searches what a tour offers (highlights, inclusions, the meeting point), so an admin's
-- edit is searchable in the same statement that saves it. A generated column accepts only immutable
-- functions, and array_to_string is declared STABLE (for arrays of any type); for text[] it cannot vary.
CREATE FUNCTION tour_words(words text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "details_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, tour_words("tours"."highlights")), 'B')
        || setweight(to_tsvector('english'::regconfig, tour_words("tours"."included") || ' ' || tour_words("tours"."excluded") || ' ' || coalesce("tours"."meeting_point", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "tours_details_vector_idx" ON "tours" USING gin ("details_vector");
-- Exclusions apart (weight D), so a search for what a tour offers can leave them out: "onsen" must not find
-- the tour whose page says "Onsen entry after the tour" is not included. Dropping the column drops its index.
ALTER TABLE "tours" drop column "details_vector";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "details_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, tour_words("tours"."highlights")), 'B')
        || setweight(to_tsvector('english'::regconfig, tour_words("tours"."included") || ' ' || coalesce("tours"."meeting_point", '')), 'C')
        || setweight(to_tsvector('english'::regconfig, tour_words("tours"."excluded")), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "tours_details_vector_idx" ON "tours" USING gin ("details_vector");

ALTER TABLE "tours" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "region" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "duration_minutes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "meeting_point" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" drop column "search_text";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("tours"."title" || ' ' || "tours"."category" || ' ' || coalesce("tours"."city", '') || ' ' || coalesce("tours"."region", ''))) STORED;--> statement-breakpoint
-- Added by hand: PostgreSQL 15 cannot change a generated column's expression in place, so drizzle-kit
-- drops and re-adds the column, and its trigram index goes with it; the schema (and the snapshot) still
-- declare the index, so it is created again here.
CREATE INDEX "tours_search_text_trgm_idx" ON "tours" USING gin ("search_text" gin_trgm_ops);

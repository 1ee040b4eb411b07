-- A review's stars are its author's rating of the tour (one per user and tour), so each traveller counts
-- once in the average. Stars written on reviews so far move into `ratings` before the column goes.
INSERT INTO "ratings" ("tour_id", "user_id", "rating", "created_at", "updated_at")
SELECT "tour_id", "user_id", "rating", "created_at", "updated_at" FROM "reviews" WHERE "rating" IS NOT NULL
ON CONFLICT ("tour_id", "user_id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_rating_range";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_tour_user_key" ON "reviews" USING btree ("tour_id","user_id");--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "rating";

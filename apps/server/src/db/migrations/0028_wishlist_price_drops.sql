ALTER TABLE "saved_tours" ADD COLUMN "price_minor_notified" integer;--> statement-breakpoint
CREATE INDEX "tours_updated_idx" ON "tours" USING btree ("updated_at");
CREATE TYPE "public"."cancelled_by" AS ENUM('traveller', 'operator', 'system');--> statement-breakpoint
ALTER TABLE "booking_changes" ADD COLUMN "amount_refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" "cancelled_by";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_notice_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
CREATE INDEX "bookings_departure_notice_idx" ON "bookings" USING btree ("departure_id") WHERE "bookings"."departure_notice_due";--> statement-breakpoint
CREATE INDEX "departures_cancelled_idx" ON "departures" USING btree ("cancelled_at") WHERE "departures"."cancelled_at" is not null;--> statement-breakpoint
-- Who cancelled the bookings cancelled before: the hold sweep's and the staff's own reasons say it.
UPDATE "bookings" SET "cancelled_by" = CASE
  WHEN "cancellation_reason" IN ('payment not completed', 'payment could not be started') THEN 'system'::cancelled_by
  WHEN "cancellation_reason" = 'Cancelled by the operator' THEN 'operator'::cancelled_by
  ELSE 'traveller'::cancelled_by END
WHERE "status" = 'cancelled';

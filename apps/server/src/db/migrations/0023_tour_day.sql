CREATE TYPE "public"."attendance_state" AS ENUM('checked_in', 'no_show');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ticket_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance" "attendance_state";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "held_mail" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trip_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_ticket_code_key" ON "bookings" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "departures_to_complete_idx" ON "departures" USING btree ("starts_at") WHERE "departures"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "departures_completed_at_idx" ON "departures" USING btree ("completed_at");
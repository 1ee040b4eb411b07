CREATE TYPE "public"."booking_change_settlement" AS ENUM('none', 'on_site', 'checkout', 'refund');--> statement-breakpoint
CREATE TYPE "public"."booking_change_status" AS ENUM('requested', 'awaiting_payment', 'applied', 'denied', 'withdrawn', 'lapsed');--> statement-breakpoint
CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"by_admin" boolean DEFAULT false NOT NULL,
	"status" "booking_change_status" NOT NULL,
	"from_date" date NOT NULL,
	"from_starts_at" timestamp with time zone NOT NULL,
	"from_adults" integer NOT NULL,
	"from_children" integer NOT NULL,
	"to_date" date NOT NULL,
	"to_starts_at" timestamp with time zone NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"held_departure_id" uuid,
	"old_total_minor" integer NOT NULL,
	"new_total_minor" integer NOT NULL,
	"adult_price_minor" integer NOT NULL,
	"child_price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"settlement" "booking_change_settlement" NOT NULL,
	"note" text,
	"decision_note" text,
	"checkout_session_id" text,
	"checkout_url" text,
	"hold_expires_at" timestamp with time zone,
	"payment_intent_id" text,
	"amount_paid_minor" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "booking_changes_party" CHECK ("booking_changes"."adults" >= 1 AND "booking_changes"."children" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_held_departure_id_departures_id_fk" FOREIGN KEY ("held_departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_open_key" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" IN ('requested', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_changes_status_idx" ON "booking_changes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_checkout_session_key" ON "booking_changes" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "booking_changes_hold_expires_idx" ON "booking_changes" USING btree ("hold_expires_at") WHERE "booking_changes"."hold_expires_at" is not null;
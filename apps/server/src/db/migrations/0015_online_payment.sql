CREATE TYPE "public"."payment_movement_kind" AS ENUM('payment', 'refund', 'dispute');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'pending';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TYPE "public"."refund_status" ADD VALUE 'failed';--> statement-breakpoint
CREATE TABLE "payment_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "payment_movement_kind" NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"stripe_ref" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_movements_amount_positive" CHECK ("payment_movements"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_paid_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "receipt_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_failure_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispute_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispute_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_movements_ref_key" ON "payment_movements" USING btree ("kind","stripe_ref");--> statement-breakpoint
CREATE INDEX "payment_movements_occurred_idx" ON "payment_movements" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "payment_movements_booking_idx" ON "payment_movements" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_checkout_session_key" ON "bookings" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "bookings_payment_intent_idx" ON "bookings" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_expires_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."hold_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_payment_status_idx" ON "bookings" USING btree ("payment_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stripe_events_due_idx" ON "stripe_events" USING btree ("next_attempt_at") WHERE "stripe_events"."processed_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_within_bounds" CHECK ("bookings"."amount_paid_minor" >= 0 AND "bookings"."amount_refunded_minor" >= 0 AND "bookings"."amount_refunded_minor" <= "bookings"."amount_paid_minor");
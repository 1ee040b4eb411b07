CREATE TYPE "public"."backup_status" AS ENUM('running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."backup_trigger" AS ENUM('nightly', 'manual');--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" "backup_trigger" NOT NULL,
	"night" date,
	"target" text NOT NULL,
	"name" text NOT NULL,
	"status" "backup_status" DEFAULT 'running' NOT NULL,
	"size_bytes" bigint,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_night_key" ON "backup_runs" USING btree ("night") WHERE "backup_runs"."night" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at" DESC NULLS LAST);
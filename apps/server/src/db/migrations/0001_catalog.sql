CREATE TYPE "public"."user_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_hash" text NOT NULL,
	"data" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_rating_range" CHECK ("ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"rating" smallint,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" IS NULL OR "reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_images" (
	"tour_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"image_id" uuid NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "tour_images_tour_id_position_pk" PRIMARY KEY("tour_id","position")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"price_minor" integer NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"max_group_size" integer NOT NULL,
	"meeting_point" text NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{English}'::text[] NOT NULL,
	"instant_confirmation" boolean DEFAULT true NOT NULL,
	"child_price_share" double precision DEFAULT 0.5 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("tours"."title", '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce("tours"."category", '') || ' ' || coalesce("tours"."city", '') || ' ' || coalesce("tours"."region", '')), 'B')
        || setweight(to_tsvector('english'::regconfig, coalesce("tours"."description", '')), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower("tours"."title" || ' ' || "tours"."category" || ' ' || "tours"."city" || ' ' || "tours"."region")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_price_nonnegative" CHECK ("tours"."price_minor" >= 0),
	CONSTRAINT "tours_group_size_positive" CHECK ("tours"."max_group_size" > 0),
	CONSTRAINT "tours_duration_positive" CHECK ("tours"."duration_minutes" > 0),
	CONSTRAINT "tours_child_share_range" CHECK ("tours"."child_price_share" >= 0 AND "tours"."child_price_share" <= 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"avatar" text,
	"photo_url" text,
	"is_google_user" boolean DEFAULT false NOT NULL,
	"phone" text,
	"bio" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_images" ADD CONSTRAINT "tour_images_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_images" ADD CONSTRAINT "tour_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "images_content_hash_key" ON "images" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_tour_user_key" ON "ratings" USING btree ("tour_id","user_id");--> statement-breakpoint
CREATE INDEX "ratings_created_idx" ON "ratings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_tour_created_idx" ON "reviews" USING btree ("tour_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tours_search_vector_idx" ON "tours" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tours_search_text_trgm_idx" ON "tours" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tours_category_idx" ON "tours" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "tours_public_created_idx" ON "tours" USING btree ("archived","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tours_public_price_idx" ON "tours" USING btree ("archived","price_minor");--> statement-breakpoint
CREATE INDEX "tours_public_rating_idx" ON "tours" USING btree ("archived","average_rating" DESC NULLS LAST,"ratings_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tours_featured_idx" ON "tours" USING btree ("featured") WHERE "tours"."featured";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));
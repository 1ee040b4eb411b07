CREATE TABLE "saved_tours" (
	"user_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"price_minor_when_saved" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_tours_user_id_tour_id_pk" PRIMARY KEY("user_id","tour_id")
);
--> statement-breakpoint
ALTER TABLE "saved_tours" ADD CONSTRAINT "saved_tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_tours" ADD CONSTRAINT "saved_tours_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_tours_user_saved_idx" ON "saved_tours" USING btree ("user_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_tours_tour_idx" ON "saved_tours" USING btree ("tour_id");
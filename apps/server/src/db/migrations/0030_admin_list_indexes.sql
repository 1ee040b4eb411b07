DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
CREATE INDEX "booking_changes_created_idx" ON "booking_changes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_reference_trgm_idx" ON "bookings" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_contact_email_trgm_idx" ON "bookings" USING gin ("contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departures_date_idx" ON "departures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "consultations_created_idx" ON "consultations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tours_created_idx" ON "tours" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tours_rating_idx" ON "tours" USING btree ("average_rating" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tours_rated_idx" ON "tours" USING btree ("average_rating" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"title","id") WHERE "tours"."ratings_count" >= 1;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
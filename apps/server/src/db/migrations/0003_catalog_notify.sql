-- Every committed change to what public catalog reads show is announced on 'catalog_changed', so each
-- server process drops its cached catalog answers, whichever process (or script) made the change.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tours_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tours
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER tour_images_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tour_images
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER ratings_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ratings
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

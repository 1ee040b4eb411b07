-- sort=popular counts seats booked in the last 90 days, so a booking (or its cancellation) changes what
-- public catalog reads answer: announce it like any other catalog change.
CREATE TRIGGER bookings_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

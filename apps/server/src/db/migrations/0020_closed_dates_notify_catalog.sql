-- The tour list filters by date (a departure that can still be booked that day), so closing or reopening
-- a date changes what public catalog reads answer: announce it like any other catalog change.
CREATE TRIGGER tour_closed_dates_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tour_closed_dates
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

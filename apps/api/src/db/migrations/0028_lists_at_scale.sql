-- Written by hand: the indexes that let six more lists page by cursor and search at a million rows
-- (decision 0036). Each list has its own section.
-- invoices
-- products
-- mail
-- tasks
-- audit log
-- alarms
--> statement-breakpoint
-- Superseded by alarms_sensor_opened_idx, which also ends in the id the keyset seek compares.
DROP INDEX "alarms_sensor_idx";
--> statement-breakpoint
-- Serves the sensor filter (and from/to with it) newest first, and the zone filter one sensor of the zone at a time; alarms_opened_idx serves the list unfiltered, from/to and the cleared state.
CREATE INDEX "alarms_sensor_opened_idx" ON "alarms" USING btree ("sensor_id","opened_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Serves the severity filter (and from/to with it) newest first, a rare severity included.
CREATE INDEX "alarms_severity_opened_idx" ON "alarms" USING btree ("severity","opened_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Serves the active and acknowledged states (open alarms, a few among a million) newest first.
CREATE INDEX "alarms_open_opened_idx" ON "alarms" USING btree ("opened_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "alarms"."cleared_at" is null;

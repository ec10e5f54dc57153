-- The audit log's and the alarms' indexes were DESC NULLS LAST (drizzle's default for desc()),
-- while their lists sort by a plain DESC, which puts nulls first: no index served a page, and
-- each first page sorted the whole table (0.1-0.3 s at a million rows). Rebuilt as the mail's
-- are, DESC NULLS FIRST, which also serves the ascending walk back from a cursor.
DROP INDEX "alarms_opened_idx";--> statement-breakpoint
DROP INDEX "alarms_sensor_opened_idx";--> statement-breakpoint
DROP INDEX "alarms_severity_opened_idx";--> statement-breakpoint
DROP INDEX "alarms_open_opened_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_resource_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_resource_id_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_at_idx";--> statement-breakpoint
CREATE INDEX "alarms_opened_idx" ON "alarms" USING btree ("opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alarms_sensor_opened_idx" ON "alarms" USING btree ("sensor_id","opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alarms_severity_opened_idx" ON "alarms" USING btree ("severity","opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alarms_open_opened_idx" ON "alarms" USING btree ("opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "alarms"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_resource_at_idx" ON "audit_log" USING btree ("resource","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_resource_id_at_idx" ON "audit_log" USING btree ("resource_id","resource","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
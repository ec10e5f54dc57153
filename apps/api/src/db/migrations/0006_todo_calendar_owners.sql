-- Tasks and calendar events belong to an account; a deleted account takes them with it. Written
-- by hand because the todo and calendar modules never import the auth module's tables (modules
-- never import each other), so drizzle-kit cannot see these references.
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;

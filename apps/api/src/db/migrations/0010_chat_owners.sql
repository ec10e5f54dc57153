-- Chat rows belong to accounts; a deleted account takes its profile, memberships, messages and
-- presence with it. Written by hand because the chat module never imports the auth module's tables
--, so drizzle-kit cannot see these references.
ALTER TABLE "chat_profiles" ADD CONSTRAINT "chat_profiles_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_contact_id_accounts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;

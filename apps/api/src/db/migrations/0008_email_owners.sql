-- Mail belongs to an account; a deleted account takes its mailbox with it. Written by hand because
-- the email module never imports the auth module's tables, so drizzle-kit
-- cannot see this reference.
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;

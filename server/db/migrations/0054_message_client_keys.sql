ALTER TABLE "messages" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_key_idx" ON "messages" USING btree ("sender_id","client_key");
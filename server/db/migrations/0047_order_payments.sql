ALTER TABLE "payments" DROP CONSTRAINT "payments_payment_intent_id_unique";--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "order_job_ids" uuid[];--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_intent_idx" ON "payments" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_unique" UNIQUE("order_id");
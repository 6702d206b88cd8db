CREATE TABLE "test_gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"intent_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_gateway_intents" ADD COLUMN "next_action" text;--> statement-breakpoint
ALTER TABLE "test_gateway_intents" ADD COLUMN "decline_after_auth" jsonb;--> statement-breakpoint
ALTER TABLE "test_gateway_events" ADD CONSTRAINT "test_gateway_events_intent_id_test_gateway_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."test_gateway_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_gateway_events_pending_idx" ON "test_gateway_events" USING btree ("created_at") WHERE "test_gateway_events"."delivered_at" is null;
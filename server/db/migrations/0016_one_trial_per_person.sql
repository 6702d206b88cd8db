CREATE TABLE "trial_claims" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_claims_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "test_gateway_intents" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Trials taken before this migration claim their account's e-mail (normalised as core/subscriptions.ts
-- trialEmailKey does: lower case, no dots and no +tag in the local part).
INSERT INTO "trial_claims" ("kind", "value", "user_id", "subscription_id")
SELECT DISTINCT ON (1, 2) 'email',
  regexp_replace(lower(split_part(u."email", '@', 1)), '\+.*$|\.', '', 'g') || '@' || lower(split_part(u."email", '@', 2)),
  s."user_id", s."id"
FROM "subscriptions" s JOIN "users" u ON u."id" = s."user_id"
WHERE s."trial_granted"
ORDER BY 1, 2, s."created_at"
ON CONFLICT DO NOTHING;

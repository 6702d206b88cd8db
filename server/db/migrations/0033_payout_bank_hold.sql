ALTER TYPE "public"."job_flag_kind" ADD VALUE 'payout_bank_disputed';--> statement-breakpoint
CREATE TABLE "payout_freeze_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"bank_last4" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "payouts_frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payout_movements" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "payout_freeze_links" ADD CONSTRAINT "payout_freeze_links_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_to" jsonb;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "tax_id_on_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payout_accounts" ADD COLUMN "tax_id_provided" boolean DEFAULT false NOT NULL;
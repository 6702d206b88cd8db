CREATE TYPE "public"."bank_payout_method" AS ENUM('standard', 'instant');--> statement-breakpoint
CREATE TYPE "public"."bank_payout_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payout_account_status" AS ENUM('pending', 'enabled', 'restricted');--> statement-breakpoint
CREATE TYPE "public"."payout_provider" AS ENUM('stripe', 'test');--> statement-breakpoint
CREATE TYPE "public"."payout_transfer_status" AS ENUM('held', 'sending', 'sent', 'failed');--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'payout_mismatch';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'driver_balance';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'payouts_in_transit';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'payout_fee_revenue';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'transfer_1';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'transfer_2';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'bank_payout_resend';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'bank_payout_paid';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'bank_payout_failed';--> statement-breakpoint
CREATE TABLE "bank_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"method" "bank_payout_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"status" "bank_payout_status" DEFAULT 'pending' NOT NULL,
	"provider_payout_id" text,
	"arrival_on" date NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bank_payouts_provider_payout_id_unique" UNIQUE("provider_payout_id"),
	CONSTRAINT "bank_payouts_amounts" CHECK ("bank_payouts"."amount_cents" > 0 AND "bank_payouts"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"provider" "payout_provider" NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" "payout_account_status" DEFAULT 'pending' NOT NULL,
	"bank_last4" text,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instant_available" boolean DEFAULT false NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_provider_account_id_unique" UNIQUE("provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"half" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payout_transfer_status" DEFAULT 'held' NOT NULL,
	"provider_transfer_id" text,
	"bank_payout_id" uuid,
	"returned_at" timestamp with time zone,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payout_transfers_provider_transfer_id_unique" UNIQUE("provider_transfer_id"),
	CONSTRAINT "payout_transfers_half" CHECK ("payout_transfers"."half" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "test_payout_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"ssn_last4" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payout_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"arrival_on" date,
	"failure_reason" text,
	"transfer_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payout_movements_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_one_source";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "bank_payout_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_payouts" ADD CONSTRAINT "bank_payouts_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_bank_payout_id_bank_payouts_id_fk" FOREIGN KEY ("bank_payout_id") REFERENCES "public"."bank_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payout_movements" ADD CONSTRAINT "test_payout_movements_account_id_test_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."test_payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payouts_driver_idx" ON "bank_payouts" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_half_unique" ON "payout_transfers" USING btree ("job_id","half");--> statement-breakpoint
CREATE INDEX "payout_transfers_driver_idx" ON "payout_transfers" USING btree ("driver_id","status");--> statement-breakpoint
CREATE INDEX "test_payout_movements_account_idx" ON "test_payout_movements" USING btree ("account_id","kind");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bank_payout_id_bank_payouts_id_fk" FOREIGN KEY ("bank_payout_id") REFERENCES "public"."bank_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_bank_payout_posting_unique" ON "ledger_entries" USING btree ("bank_payout_id","kind","account");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_source" CHECK (num_nonnulls("ledger_entries"."job_id", "ledger_entries"."subscription_charge_id", "ledger_entries"."bank_payout_id") = 1);
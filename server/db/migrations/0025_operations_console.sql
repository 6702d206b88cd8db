CREATE TYPE "public"."suspension_policy" AS ENUM('no_show', 'violation', 'other');--> statement-breakpoint
CREATE TYPE "public"."penalty_kind" AS ENUM('damage', 'citation', 'other');--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'pickup_at_risk';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'hours_breach';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'document_expiring';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'payout_held';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'payout_failed';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'driver_withdrawal';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'account_notice';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'penalty_revenue';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'reassignment';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'cancellation_retained';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'penalty';--> statement-breakpoint
CREATE TABLE "driver_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"policy" "suspension_policy" NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" uuid,
	"job_id" uuid,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lift_reason" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_penalties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"job_id" uuid,
	"kind" "penalty_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"recovered_cents" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_penalties_amount" CHECK ("driver_penalties"."amount_cents" > 0 and "driver_penalties"."recovered_cents" between 0 and "driver_penalties"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_one_source";--> statement-breakpoint
DROP INDEX "ledger_entries_posting_unique";--> statement-breakpoint
ALTER TABLE "job_flags" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_flags" ADD COLUMN "driver_id" uuid;--> statement-breakpoint
ALTER TABLE "job_flags" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "job_flags" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_flags" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "job_flags" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_note_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_note_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "adjustment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "penalty_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_suspensions" ADD CONSTRAINT "driver_suspensions_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_suspensions" ADD CONSTRAINT "driver_suspensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_suspensions" ADD CONSTRAINT "driver_suspensions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_penalties" ADD CONSTRAINT "driver_penalties_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_penalties" ADD CONSTRAINT "driver_penalties_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_penalties" ADD CONSTRAINT "driver_penalties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_suspensions_current_unique" ON "driver_suspensions" USING btree ("driver_id") WHERE lifted_at is null;--> statement-breakpoint
CREATE INDEX "driver_suspensions_ending_idx" ON "driver_suspensions" USING btree ("ends_at") WHERE lifted_at is null;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "driver_penalties_driver_idx" ON "driver_penalties" USING btree ("driver_id","created_at");--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_flags_driver_open_unique" ON "job_flags" USING btree ("driver_id","kind") WHERE cleared_at is null and job_id is null;--> statement-breakpoint
CREATE INDEX "job_flags_open_idx" ON "job_flags" USING btree ("flagged_at") WHERE cleared_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_adjustment_posting_unique" ON "ledger_entries" USING btree ("adjustment_id","kind","account","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_posting_unique" ON "ledger_entries" USING btree ("job_id","kind","account") WHERE adjustment_id is null;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_target" CHECK (num_nonnulls("job_flags"."job_id", "job_flags"."driver_id") >= 1);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_source" CHECK (num_nonnulls("ledger_entries"."job_id", "ledger_entries"."subscription_charge_id", "ledger_entries"."bank_payout_id") = 1 or ("ledger_entries"."adjustment_id" is not null and num_nonnulls("ledger_entries"."subscription_charge_id", "ledger_entries"."bank_payout_id") = 0));--> statement-breakpoint
UPDATE "payments" SET "refunded_cents" = "amount_cents" WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
UPDATE "invoices" i SET "credit_note_cents" = p."amount_cents", "credit_note_reason" = 'Cancelled before a driver accepted', "credited_at" = p."refunded_at" FROM "payments" p WHERE p."id" = i."payment_id" AND p."refunded_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

CREATE TYPE "public"."claim_decision" AS ENUM('refund', 'charge_driver', 'split', 'reject');--> statement-breakpoint
CREATE TYPE "public"."claim_kind" AS ENUM('damage', 'delay', 'missing_item', 'other', 'billing');--> statement-breakpoint
CREATE TYPE "public"."claim_party" AS ENUM('client', 'driver', 'operator');--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'claim_open';--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'claim_evidence';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'claim_refund';--> statement-breakpoint
CREATE SEQUENCE "public"."claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"author_id" uuid,
	"party" "claim_party" NOT NULL,
	"addressed_to" "claim_party",
	"body" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('claim_number_seq') NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"driver_id" uuid,
	"kind" "claim_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"waiting_on" "claim_party" DEFAULT 'operator' NOT NULL,
	"held_pay" boolean DEFAULT false NOT NULL,
	"reserved_cents" integer DEFAULT 0 NOT NULL,
	"receivable_cents" integer DEFAULT 0 NOT NULL,
	"decision" "claim_decision",
	"refund_cents" integer,
	"charge_cents" integer,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_number_unique" UNIQUE("number"),
	CONSTRAINT "claims_amount" CHECK ("claims"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "frozen_by" uuid;--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_messages_claim_idx" ON "claim_messages" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_job_kind_unique" ON "claims" USING btree ("job_id","kind");--> statement-breakpoint
CREATE INDEX "claims_client_idx" ON "claims" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_open_idx" ON "claims" USING btree ("last_activity_at") WHERE decision is null;
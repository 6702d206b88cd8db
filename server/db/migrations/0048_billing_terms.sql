ALTER TYPE "public"."ledger_account" ADD VALUE 'accounts_receivable';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'terms_charge';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'terms_payment';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'terms_reversal';--> statement-breakpoint
CREATE SEQUENCE "public"."terms_invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1;--> statement-breakpoint
CREATE TABLE "terms_charges" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"charged_by" uuid,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terms_invoice_id" uuid,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terms_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('terms_invoice_number_seq') NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"billed_company" jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text,
	"hosted_url" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "terms_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_invoices_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_company" jsonb;--> statement-breakpoint
ALTER TABLE "terms_charges" ADD CONSTRAINT "terms_charges_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_charges" ADD CONSTRAINT "terms_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_charges" ADD CONSTRAINT "terms_charges_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_charges" ADD CONSTRAINT "terms_charges_charged_by_users_id_fk" FOREIGN KEY ("charged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_charges" ADD CONSTRAINT "terms_charges_terms_invoice_id_terms_invoices_id_fk" FOREIGN KEY ("terms_invoice_id") REFERENCES "public"."terms_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_invoices" ADD CONSTRAINT "terms_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terms_charges_company_idx" ON "terms_charges" USING btree ("company_id","charged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_invoices_company_month_unique" ON "terms_invoices" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "terms_invoices_open_idx" ON "terms_invoices" USING btree ("company_id","due_at") WHERE paid_at IS NULL;
CREATE TYPE "public"."return_mode" AS ENUM('provided', 'self_booked', 'next_load', 'driver_pays');--> statement-breakpoint
CREATE TYPE "public"."trip_cost_kind" AS ENUM('fuel', 'return_receipt', 'return_ticket');--> statement-breakpoint
CREATE TYPE "public"."trip_cost_status" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'trip_cost_overrun';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'trip_cost';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'trip_cost_release';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'cost_refund';--> statement-breakpoint
CREATE TABLE "diesel_prices" (
	"region" text NOT NULL,
	"as_of" text NOT NULL,
	"per_gallon_mills" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diesel_prices_region_as_of_pk" PRIMARY KEY("region","as_of")
);
--> statement-breakpoint
CREATE TABLE "job_returns" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"mode" "return_mode" NOT NULL,
	"carrier" text,
	"departs_at" timestamp with time zone,
	"arrives_at" timestamp with time zone,
	"confirmation" text,
	"ticket_cost_id" uuid,
	"booked_by" uuid,
	"reminded_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"missed_reason" text,
	"missed_by" uuid,
	"excused_at" timestamp with time zone,
	"excused_by" uuid,
	"excuse_reason" text,
	"penalty_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_cost_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fare_table" jsonb NOT NULL,
	"fuel_margin_bps" integer NOT NULL,
	"diesel_per_gallon_mills" integer NOT NULL,
	"diesel_as_of" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_cost_settings_single_row" CHECK ("trip_cost_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "trip_cost_settlements" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"paid_cents" integer NOT NULL,
	"actual_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"overrun_cents" integer NOT NULL,
	"provider_refund_id" text,
	"credit_note_number" text,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trip_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"kind" "trip_cost_kind" NOT NULL,
	"status" "trip_cost_status" DEFAULT 'submitted' NOT NULL,
	"amount_cents" integer NOT NULL,
	"gallons_milli" integer,
	"odometer_miles" integer,
	"place" text,
	"latitude" double precision,
	"longitude" double precision,
	"off_route_miles" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"photo_file_id" uuid,
	"client_key" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_costs_amount_positive" CHECK ("trip_costs"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "driver_return_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "fuel_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "trip_cost_basis" jsonb;--> statement-breakpoint
ALTER TABLE "job_returns" ADD CONSTRAINT "job_returns_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_returns" ADD CONSTRAINT "job_returns_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_returns" ADD CONSTRAINT "job_returns_ticket_cost_id_trip_costs_id_fk" FOREIGN KEY ("ticket_cost_id") REFERENCES "public"."trip_costs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_returns" ADD CONSTRAINT "job_returns_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_returns" ADD CONSTRAINT "job_returns_missed_by_users_id_fk" FOREIGN KEY ("missed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_returns" ADD CONSTRAINT "job_returns_excused_by_users_id_fk" FOREIGN KEY ("excused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_cost_settings" ADD CONSTRAINT "trip_cost_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_cost_settlements" ADD CONSTRAINT "trip_cost_settlements_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD CONSTRAINT "trip_costs_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD CONSTRAINT "trip_costs_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD CONSTRAINT "trip_costs_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD CONSTRAINT "trip_costs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_costs_job_idx" ON "trip_costs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "trip_costs_status_idx" ON "trip_costs" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_costs_client_key_unique" ON "trip_costs" USING btree ("driver_id","client_key");
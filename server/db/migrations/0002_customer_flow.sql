CREATE TYPE "public"."vehicle_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('pending', 'accepted', 'in_progress', 'delivered', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'paid', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."service_time" AS ENUM('now', 'rush', 'scheduled');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('bobtail', 'bobtail-trailer', 'box-truck', 'trailer');--> statement-breakpoint
CREATE SEQUENCE "public"."job_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"license_plate" text NOT NULL,
	"vin" text NOT NULL,
	"status" "vehicle_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"actor_id" uuid,
	"type" text NOT NULL,
	"from_status" "job_status",
	"to_status" "job_status",
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('job_number_seq') NOT NULL,
	"client_id" uuid NOT NULL,
	"driver_id" uuid,
	"service_type_id" integer,
	"vehicle_id" uuid,
	"vehicle_type" "vehicle_type" NOT NULL,
	"pickup_location" text NOT NULL,
	"destination_location" text NOT NULL,
	"pickup_lat" double precision,
	"pickup_lng" double precision,
	"destination_lat" double precision,
	"destination_lng" double precision,
	"distance_miles" integer NOT NULL,
	"is_working" boolean NOT NULL,
	"is_loaded" boolean NOT NULL,
	"service_time" "service_time" NOT NULL,
	"scheduled_time" timestamp with time zone,
	"notes" text,
	"status" "job_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"base_rate_cents" integer NOT NULL,
	"distance_fee_cents" integer NOT NULL,
	"rush_fee_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"eta" timestamp with time zone NOT NULL,
	"commission_rate_bps" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD CONSTRAINT "recovery_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD CONSTRAINT "recovery_requests_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD CONSTRAINT "recovery_requests_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD CONSTRAINT "recovery_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_vin_unique" ON "vehicles" USING btree ("owner_id","vin");--> statement-breakpoint
CREATE INDEX "job_events_job_idx" ON "job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "recovery_requests_client_idx" ON "recovery_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "recovery_requests_driver_idx" ON "recovery_requests" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "recovery_requests_open_idx" ON "recovery_requests" USING btree ("status","payment_status");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_requests_idempotency_unique" ON "recovery_requests" USING btree ("client_id","idempotency_key");
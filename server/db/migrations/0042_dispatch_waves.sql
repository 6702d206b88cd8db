CREATE TYPE "public"."job_offer_kind" AS ENUM('operator', 'wave', 'next_load');--> statement-breakpoint
CREATE TABLE "preferred_drivers" (
	"client_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferred_drivers_client_id_driver_id_pk" PRIMARY KEY("client_id","driver_id")
);
--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "available_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "home_base_address" text;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "home_base_lat" double precision;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "home_base_lng" double precision;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "max_deadhead_miles" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "last_lat" double precision;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "last_lng" double precision;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "last_position_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "looking_for_load_home" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "kind" "job_offer_kind" DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "wave" integer;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "rank_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "deadhead_miles" double precision;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "saves_miles" double precision;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "dispatch_wave" integer;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "dispatch_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "dispatch_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "dispatch_radius_miles" integer;--> statement-breakpoint
ALTER TABLE "preferred_drivers" ADD CONSTRAINT "preferred_drivers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_drivers" ADD CONSTRAINT "preferred_drivers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preferred_drivers_driver_idx" ON "preferred_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "job_offers_job_idx" ON "job_offers" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "recovery_requests_dispatch_due_idx" ON "recovery_requests" USING btree ("dispatch_next_at") WHERE dispatch_next_at IS NOT NULL;
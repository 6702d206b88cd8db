CREATE TYPE "public"."rating_side" AS ENUM('client_rates_driver', 'driver_rates_client');--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"side" "rating_side" NOT NULL,
	"rater_id" uuid NOT NULL,
	"rated_id" uuid NOT NULL,
	"overall" integer NOT NULL,
	"aspects" jsonb NOT NULL,
	"comment" text,
	"public_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_overall" CHECK ("ratings"."overall" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_id_users_id_fk" FOREIGN KEY ("rated_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_job_side_unique" ON "ratings" USING btree ("job_id","side");--> statement-breakpoint
CREATE INDEX "ratings_rated_idx" ON "ratings" USING btree ("rated_id","side","public_at");--> statement-breakpoint
ALTER TABLE "driver_profiles" DROP COLUMN "rating";
CREATE TYPE "public"."duty_status" AS ENUM('off_duty', 'on_duty', 'driving', 'break');--> statement-breakpoint
CREATE TYPE "public"."time_clock_event_type" AS ENUM('clock_in', 'clock_out', 'break_start', 'break_end', 'driving_start', 'driving_end');--> statement-breakpoint
CREATE TYPE "public"."time_clock_source" AS ENUM('driver', 'job');--> statement-breakpoint
CREATE TABLE "job_reminders" (
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_reminders_job_id_kind_pk" PRIMARY KEY("job_id","kind")
);
--> statement-breakpoint
CREATE TABLE "duty_status_current" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" "duty_status" NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_clock_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_type" time_clock_event_type NOT NULL,
	"status_after" "duty_status" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"location_lat" double precision,
	"location_lng" double precision,
	"notes" text,
	"device_info" jsonb,
	"source" time_clock_source DEFAULT 'driver' NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "pickup_window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "delivery_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "delivery_window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_reminders" ADD CONSTRAINT "job_reminders_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_status_current" ADD CONSTRAINT "duty_status_current_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_events" ADD CONSTRAINT "time_clock_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_events" ADD CONSTRAINT "time_clock_events_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_clock_events_user_idx" ON "time_clock_events" USING btree ("user_id","occurred_at");
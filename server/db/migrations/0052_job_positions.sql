CREATE TABLE "job_arrivals" (
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_arrivals" ADD CONSTRAINT "job_arrivals_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_positions" ADD CONSTRAINT "job_positions_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_positions" ADD CONSTRAINT "job_positions_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_arrivals_job_kind_unique" ON "job_arrivals" USING btree ("job_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "job_positions_job_recorded_unique" ON "job_positions" USING btree ("job_id","recorded_at");--> statement-breakpoint
CREATE INDEX "job_positions_flagged_idx" ON "job_positions" USING btree ("job_id","received_at") WHERE flagged;
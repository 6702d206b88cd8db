ALTER TABLE "condition_reports" ADD COLUMN "site_lat" double precision;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD COLUMN "site_lng" double precision;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD COLUMN "site_precision" text;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "vin" text;
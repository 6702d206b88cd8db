CREATE TYPE "public"."job_offer_status" AS ENUM('open', 'accepted', 'declined', 'expired', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'offer_declined';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'refund_failed';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'job_offered' BEFORE 'job_accepted';--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"offered_by" uuid,
	"reason" text NOT NULL,
	"status" "job_offer_status" DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "refund_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "refund_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "offered_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_open_unique" ON "job_offers" USING btree ("job_id","driver_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "job_offers_driver_idx" ON "job_offers" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "job_offers_open_expiry_idx" ON "job_offers" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
-- Refunds decided before this column existed were taken by the provider before the decision was saved.
UPDATE "claims" SET "refund_sent_at" = "decided_at" WHERE "refund_cents" > 0 AND "decided_at" IS NOT NULL;

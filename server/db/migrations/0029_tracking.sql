CREATE TYPE "public"."tracking_link_lifetime" AS ENUM('until_delivery', '1h', '24h', '7d');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'job_late' BEFORE 'job_delivered';--> statement-breakpoint
CREATE TABLE "contact_opt_outs" (
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_opt_outs_channel_address_pk" PRIMARY KEY("channel","address")
);
--> statement-breakpoint
CREATE TABLE "receiver_messages" (
	"job_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiver_messages_job_id_milestone_pk" PRIMARY KEY("job_id","milestone")
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"job_id" uuid NOT NULL,
	"created_by" uuid,
	"for_receiver" boolean DEFAULT false NOT NULL,
	"lifetime" "tracking_link_lifetime" NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "receiver_name" text;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "receiver_phone" text;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "receiver_email" text;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "exact_near_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "live_eta" jsonb;--> statement-breakpoint
ALTER TABLE "receiver_messages" ADD CONSTRAINT "receiver_messages_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_links_job_idx" ON "tracking_links" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_receiver_unique" ON "tracking_links" USING btree ("job_id") WHERE for_receiver;
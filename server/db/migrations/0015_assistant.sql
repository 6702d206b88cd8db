CREATE TYPE "public"."assistant_role" AS ENUM('user', 'ai');--> statement-breakpoint
CREATE TYPE "public"."job_flag_kind" AS ENUM('unassigned', 'silent', 'unconfirmed');--> statement-breakpoint
ALTER TYPE "public"."mail_channel" ADD VALUE 'voice';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'job_stuck';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'job_contact';--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "assistant_role" NOT NULL,
	"content" text NOT NULL,
	"action" text,
	"link" text,
	"link_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" "job_flag_kind" NOT NULL,
	"reason" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid,
	"caller_id" uuid,
	"caller_name" text NOT NULL,
	"caller_type" text NOT NULL,
	"phone_number" text,
	"job_id" uuid,
	"provider_call_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_messages_user_idx" ON "assistant_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_flags_open_unique" ON "job_flags" USING btree ("job_id","kind") WHERE cleared_at is null;--> statement-breakpoint
CREATE INDEX "phone_calls_recipient_idx" ON "phone_calls" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_calls_provider_unique" ON "phone_calls" USING btree ("provider_call_id");
CREATE TYPE "public"."condition_stage" AS ENUM('pickup', 'delivery');--> statement-breakpoint
CREATE TYPE "public"."damage_severity" AS ENUM('minor', 'moderate', 'severe');--> statement-breakpoint
CREATE TYPE "public"."damage_type" AS ENUM('scratch', 'dent', 'crack', 'broken', 'missing', 'other');--> statement-breakpoint
CREATE TYPE "public"."diagram_view" AS ENUM('top', 'front', 'rear', 'left', 'right');--> statement-breakpoint
CREATE TYPE "public"."fuel_level" AS ENUM('empty', 'quarter', 'half', 'three_quarters', 'full');--> statement-breakpoint
CREATE TYPE "public"."remote_signing_status" AS ENUM('waiting', 'signed', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."report_photo_kind" AS ENUM('front', 'rear', 'left', 'right', 'odometer', 'vin_plate', 'coupling', 'damage', 'equipment', 'keys', 'left_at');--> statement-breakpoint
CREATE TYPE "public"."signer_role" AS ENUM('releasing', 'receiving', 'driver');--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'new_damage';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'vehicle_mismatch';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'signature_disputed';--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'condition_photo';--> statement-breakpoint
CREATE TABLE "condition_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"stage" "condition_stage" NOT NULL,
	"driver_id" uuid NOT NULL,
	"vin" text,
	"plate" text,
	"make" text,
	"model" text,
	"odometer" integer,
	"fuel_level" "fuel_level",
	"equipment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"receiver_name" text,
	"receiver_email" text,
	"receiver_phone" text,
	"customer_not_available" boolean DEFAULT false NOT NULL,
	"signing_token_hash" text,
	"signing_expires_at" timestamp with time zone,
	"remote_status" "remote_signing_status",
	"dispute_note" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_reports_signing_token_hash_unique" UNIQUE("signing_token_hash")
);
--> statement-breakpoint
CREATE TABLE "damage_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"view" "diagram_view" NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"type" "damage_type" NOT NULL,
	"severity" "damage_severity" NOT NULL,
	"note" text,
	"photo_client_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_marks_on_diagram" CHECK ("damage_marks"."x" BETWEEN 0 AND 200 AND "damage_marks"."y" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "report_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"kind" "report_photo_kind" NOT NULL,
	"file_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"distance_miles" double precision,
	"far_from_site" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"role" "signer_role" NOT NULL,
	"signer_name" text NOT NULL,
	"strokes" text NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_marks" ADD CONSTRAINT "damage_marks_report_id_condition_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."condition_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_photos" ADD CONSTRAINT "report_photos_report_id_condition_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."condition_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_photos" ADD CONSTRAINT "report_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_signatures" ADD CONSTRAINT "report_signatures_report_id_condition_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."condition_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "condition_reports_job_stage_unique" ON "condition_reports" USING btree ("job_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "damage_marks_client_unique" ON "damage_marks" USING btree ("report_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_photos_client_unique" ON "report_photos" USING btree ("report_id","client_id");--> statement-breakpoint
CREATE INDEX "report_photos_report_idx" ON "report_photos" USING btree ("report_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "report_signatures_role_unique" ON "report_signatures" USING btree ("report_id","role");
CREATE TYPE "public"."file_purpose" AS ENUM('license_photo', 'selfie', 'job_license', 'job_selfie', 'job_photo');--> statement-breakpoint
CREATE TYPE "public"."photo_angle" AS ENUM('front', 'rear', 'left', 'right', 'odometer', 'other');--> statement-breakpoint
CREATE TYPE "public"."photo_stage" AS ENUM('before', 'after');--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" "file_purpose" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "job_agreements" (
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"policy_version" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_agreements_job_id_driver_id_pk" PRIMARY KEY("job_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "job_identity_checks" (
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"license_file_id" uuid,
	"selfie_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_identity_checks_job_id_driver_id_pk" PRIMARY KEY("job_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "job_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"stage" "photo_stage" NOT NULL,
	"angle" "photo_angle" NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "license_state" text;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "license_expires_on" date;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "license_photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "selfie_file_id" uuid;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "pretrip" jsonb;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "last_lat" double precision;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "last_lng" double precision;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "last_position_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_agreements" ADD CONSTRAINT "job_agreements_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_agreements" ADD CONSTRAINT "job_agreements_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_identity_checks" ADD CONSTRAINT "job_identity_checks_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_identity_checks" ADD CONSTRAINT "job_identity_checks_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_identity_checks" ADD CONSTRAINT "job_identity_checks_license_file_id_files_id_fk" FOREIGN KEY ("license_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_identity_checks" ADD CONSTRAINT "job_identity_checks_selfie_file_id_files_id_fk" FOREIGN KEY ("selfie_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "job_photos_job_idx" ON "job_photos" USING btree ("job_id","stage");--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_license_photo_file_id_files_id_fk" FOREIGN KEY ("license_photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_selfie_file_id_files_id_fk" FOREIGN KEY ("selfie_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
CREATE TYPE "public"."service_availability" AS ENUM('available', 'coming_soon');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'service_launched';--> statement-breakpoint
CREATE TABLE "launch_interests" (
	"service_type_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_interests_service_type_id_user_id_pk" PRIMARY KEY("service_type_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "service_types" ADD COLUMN "availability" "service_availability" DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_types" ADD COLUMN "launch_expected_on" date;--> statement-breakpoint
ALTER TABLE "launch_interests" ADD CONSTRAINT "launch_interests_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_interests" ADD CONSTRAINT "launch_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
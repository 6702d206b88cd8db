CREATE TABLE "saved_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"opening_hours" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "pickup_site" jsonb;--> statement-breakpoint
ALTER TABLE "recovery_requests" ADD COLUMN "destination_site" jsonb;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_places_owner_name_unique" ON "saved_places" USING btree ("owner_id","name");
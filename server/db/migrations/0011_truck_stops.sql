CREATE TYPE "public"."truck_stop_region" AS ENUM('east', 'midwest', 'west');--> statement-breakpoint
CREATE TABLE "truck_stops" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"state" text NOT NULL,
	"region" "truck_stop_region" NOT NULL,
	"amenities" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"rating" numeric(2, 1) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "truck_stops_region_idx" ON "truck_stops" USING btree ("region");
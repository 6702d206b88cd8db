DROP TABLE "job_photos" CASCADE;--> statement-breakpoint
DROP TYPE "public"."photo_angle";--> statement-breakpoint
DROP TYPE "public"."photo_stage";
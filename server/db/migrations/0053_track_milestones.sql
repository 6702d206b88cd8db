ALTER TYPE "public"."job_flag_kind" ADD VALUE 'implausible_positions';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'left_pickup_unreported';--> statement-breakpoint
ALTER TYPE "public"."job_flag_kind" ADD VALUE 'odometer_mismatch';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'driver_arrived' BEFORE 'job_late';
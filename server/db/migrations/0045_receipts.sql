ALTER TYPE "public"."file_purpose" ADD VALUE 'receipt_photo';--> statement-breakpoint
DROP INDEX "payout_transfers_half_unique";--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "trip_cost_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD COLUMN "claimed_cents" integer;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_trip_cost_id_trip_costs_id_fk" FOREIGN KEY ("trip_cost_id") REFERENCES "public"."trip_costs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_trip_cost_unique" ON "payout_transfers" USING btree ("trip_cost_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_half_unique" ON "payout_transfers" USING btree ("job_id","half") WHERE trip_cost_id is null;
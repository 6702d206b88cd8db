ALTER TABLE "recovery_requests" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "recovery_requests_open_newest_idx" ON "recovery_requests" USING btree ("priority" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'pending' and payment_status = 'paid' and driver_id is null;--> statement-breakpoint
CREATE INDEX "recovery_requests_open_type_idx" ON "recovery_requests" USING btree ("vehicle_type","priority" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'pending' and payment_status = 'paid' and driver_id is null;--> statement-breakpoint
-- Open jobs of clients who have premium access now keep their place at the top of drivers' lists.
UPDATE "recovery_requests" AS r SET "priority" = true
WHERE r.status = 'pending' AND r.driver_id IS NULL AND EXISTS (
  SELECT 1 FROM "subscriptions" s WHERE s.user_id = r.client_id AND (
    s.status = 'past_due' OR (s.status IN ('trialing', 'active', 'cancelled') AND s.current_period_end > now())
  )
);

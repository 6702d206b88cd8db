ALTER TABLE "subscription_plans" ADD COLUMN "highlighted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The annual plans save 15%: the screens highlight them until an operator chooses otherwise.
UPDATE "subscription_plans" SET "highlighted" = true WHERE "name" IN ('Client Annual', 'Driver Annual');

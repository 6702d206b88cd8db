ALTER TABLE "truck_stops" ADD COLUMN "hours" text;--> statement-breakpoint
ALTER TABLE "truck_stops" ADD COLUMN "truck_parking_spaces" integer;--> statement-breakpoint
ALTER TABLE "truck_stops" ADD COLUMN "phone" text;--> statement-breakpoint
-- Facts the stops publish: every stop in the directory is a travel center that is open around the clock,
-- and Iowa 80 advertises parking for 900 trucks. Spaces elsewhere and phone numbers are not known here
-- yet: they stay empty (the app says so) until an operator enters them.
UPDATE "truck_stops" SET "hours" = 'Open 24 hours' WHERE "hours" IS NULL;--> statement-breakpoint
UPDATE "truck_stops" SET "truck_parking_spaces" = 900 WHERE "id" = 'TS-012' AND "truck_parking_spaces" IS NULL;

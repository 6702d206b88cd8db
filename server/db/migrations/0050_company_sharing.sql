DROP INDEX "vehicles_owner_vin_unique";--> statement-breakpoint
DROP INDEX "saved_places_owner_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_vin_unique" ON "vehicles" USING btree ("company_id","vin") WHERE company_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_places_company_name_unique" ON "saved_places" USING btree ("company_id","name") WHERE company_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_vin_unique" ON "vehicles" USING btree ("owner_id","vin") WHERE company_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_places_owner_name_unique" ON "saved_places" USING btree ("owner_id","name") WHERE company_id IS NULL;
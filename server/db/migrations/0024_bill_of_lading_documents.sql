ALTER TYPE "public"."document_source" ADD VALUE 'bill_of_lading';--> statement-breakpoint
DROP INDEX "documents_owner_source_unique";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_job_id_recovery_requests_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recovery_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_owner_job_unique" ON "documents" USING btree ("owner_id","job_id") WHERE "documents"."job_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_owner_source_unique" ON "documents" USING btree ("owner_id","source") WHERE "documents"."source" IN ('driver_license', 'driver_selfie');
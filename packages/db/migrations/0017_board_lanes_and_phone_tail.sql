DROP INDEX "parties_company_status_scheduled_idx";--> statement-breakpoint
CREATE INDEX "parties_company_phone_tail_idx" ON "parties" USING btree ("company_id",right(regexp_replace("phone", '[^0-9]', '', 'g'), 4));--> statement-breakpoint
CREATE INDEX "parties_company_status_scheduled_idx" ON "parties" USING btree ("company_id","status","scheduled_at","number");
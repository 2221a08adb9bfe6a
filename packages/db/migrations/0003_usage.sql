CREATE INDEX "parties_company_created_idx" ON "parties" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_failing_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."status" = 'failed' or "outbox_messages"."delivery_status" = 'failed';--> statement-breakpoint
CREATE INDEX "parking_permits_company_created_idx" ON "parking_permits" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wait_list_entries_company_created_idx" ON "wait_list_entries" USING btree ("company_id","created_at");
CREATE UNIQUE INDEX "party_payments_provider_reference" ON "party_payments" USING btree ("company_id","provider","provider_reference") WHERE "party_payments"."provider_reference" is not null and "party_payments"."provider" <> 'terminal';--> statement-breakpoint
CREATE UNIQUE INDEX "parking_payments_provider_reference" ON "parking_payments" USING btree ("company_id","provider","provider_reference") WHERE "parking_payments"."provider_reference" is not null and "parking_payments"."provider" <> 'terminal';--> statement-breakpoint
-- hand-written: guest link keys are kept as their SHA-256 only (ADR 54); each stored key becomes its hash, hexadecimal, so a link already sent keeps working and the database alone opens no guest's page.
UPDATE "parties" SET "guest_key" = encode(sha256(convert_to("guest_key", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "parking_permits" SET "guest_key" = encode(sha256(convert_to("guest_key", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "wait_list_entries" SET "guest_key" = encode(sha256(convert_to("guest_key", 'UTF8')), 'hex');

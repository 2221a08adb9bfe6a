ALTER TABLE "parties" drop column "guest_ref";--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_ref" text GENERATED ALWAYS AS (coalesce(nullif(lower("email"), ''), regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_permits" drop column "guest_ref";--> statement-breakpoint
ALTER TABLE "parking_permits" ADD COLUMN "guest_ref" text GENERATED ALWAYS AS (coalesce(nullif(lower("email"), ''), regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_phone" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_packages" ADD COLUMN "in_and_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_permits" ADD COLUMN "guest_phone" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parties_guest_phone_idx" ON "parties" USING btree ("company_id","guest_phone");--> statement-breakpoint
CREATE INDEX "parking_permits_guest_phone_idx" ON "parking_permits" USING btree ("company_id","guest_phone");--> statement-breakpoint
-- Hand-written: dropping "guest_ref" to change its expression (ADR 136) dropped its index with it; drizzle-kit does not recreate it.
CREATE INDEX IF NOT EXISTS "parties_guest_ref_idx" ON "parties" USING btree ("company_id","guest_ref");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parking_permits_guest_ref_idx" ON "parking_permits" USING btree ("company_id","guest_ref");

ALTER TABLE "kiosk_settings" ADD COLUMN "farewell" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "place_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "trip_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "offer_will_call" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "offer_permit_purchase" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "parking_package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "show_logo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "show_advertisements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "quiet_since" timestamp with time zone;--> statement-breakpoint
-- hand-written: devices and codes of kiosks deleted before these foreign keys existed point at no kiosk and open nothing; they must go before the keys are added (ADR 81).
DELETE FROM "kiosk_devices" d WHERE NOT EXISTS (SELECT 1 FROM "kiosks" k WHERE k."company_id" = d."company_id" AND k."id" = d."kiosk_id");--> statement-breakpoint
-- hand-written: as above, for pairing codes.
DELETE FROM "kiosk_pairing_codes" c WHERE NOT EXISTS (SELECT 1 FROM "kiosks" k WHERE k."company_id" = c."company_id" AND k."id" = c."kiosk_id");--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ADD CONSTRAINT "kiosk_pairing_codes_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "booking_rules" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"lead_minutes" integer NOT NULL,
	"max_days_ahead" integer,
	"max_party_size" integer NOT NULL,
	"max_luggage_per_guest" integer,
	"require_room" boolean NOT NULL,
	"require_phone" boolean NOT NULL,
	"require_email" boolean NOT NULL,
	"require_flight" boolean NOT NULL,
	"default_gratuity_percent" integer NOT NULL,
	"notify_booked" boolean NOT NULL,
	"notify_dispatched" boolean NOT NULL,
	"notify_picked_up" boolean NOT NULL,
	"notify_dropped_off" boolean NOT NULL,
	"notify_cancelled" boolean NOT NULL,
	"guest_may_reschedule" boolean NOT NULL,
	"guest_may_resize" boolean NOT NULL,
	"guest_may_cancel" boolean NOT NULL,
	"guest_change_until_minutes" integer NOT NULL,
	"kiosk_ride_now" boolean NOT NULL,
	"kiosk_reservation" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rules_ranges" CHECK ("booking_rules"."lead_minutes" between 0 and 10080 and "booking_rules"."max_days_ahead" between 1 and 3650 and "booking_rules"."max_party_size" between 1 and 200 and "booking_rules"."max_luggage_per_guest" between 0 and 20 and "booking_rules"."default_gratuity_percent" between 0 and 100 and "booking_rules"."guest_change_until_minutes" between 0 and 10080)
);
--> statement-breakpoint
CREATE TABLE "payment_options" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"accept_cash" boolean NOT NULL,
	"accept_account" boolean NOT NULL,
	"accept_card" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_options_one" CHECK ("payment_options"."accept_cash" or "payment_options"."accept_account" or "payment_options"."accept_card")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image_sha256" text NOT NULL,
	"title" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"link_url" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"on_kiosk" boolean DEFAULT true NOT NULL,
	"on_guest_page" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "advertisements_days_in_order" CHECK ("advertisements"."ends_on" is null or "advertisements"."ends_on" >= "advertisements"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "company_billing_addresses" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_icons" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image_sha256" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_icons_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_logos" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_address_series" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"series" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_pairing_codes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_pairing_codes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "kiosk_settings" (
	"company_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"welcome" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"idle_seconds" integer NOT NULL,
	"max_party_size" integer NOT NULL,
	"ask_luggage" boolean NOT NULL,
	"ask_phone" boolean NOT NULL,
	"offer_transport" boolean NOT NULL,
	"offer_parking" boolean NOT NULL,
	"offer_wait_list" boolean NOT NULL,
	"accent_colour" text NOT NULL,
	"high_contrast" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_settings_company_id_kiosk_id_pk" PRIMARY KEY("company_id","kiosk_id")
);
--> statement-breakpoint
CREATE TABLE "kiosks" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"version" text,
	"reload_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosks_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_package_changes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_package_id" uuid,
	"to_package_id" uuid,
	"changed_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_package_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "driver_position_history" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_meters" double precision,
	"heading" double precision,
	"speed_mps" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_position_history_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "driver_positions" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_meters" double precision,
	"heading" double precision,
	"speed_mps" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_positions_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "driver_tracking_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"retention_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"details" jsonb NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_features" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "package_features" CASCADE;--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_name_unique";--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "flight_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "max_staff_users" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "max_kiosks" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_file_fk" FOREIGN KEY ("company_id","image_sha256") REFERENCES "public"."stored_files"("company_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_billing_addresses" ADD CONSTRAINT "company_billing_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_icons" ADD CONSTRAINT "company_icons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_icons" ADD CONSTRAINT "company_icons_file_fk" FOREIGN KEY ("company_id","image_sha256") REFERENCES "public"."stored_files"("company_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_file_fk" FOREIGN KEY ("company_id","sha256") REFERENCES "public"."stored_files"("company_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_address_series" ADD CONSTRAINT "ip_address_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ADD CONSTRAINT "kiosk_pairing_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD CONSTRAINT "kiosk_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD CONSTRAINT "kiosk_settings_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_changes" ADD CONSTRAINT "company_package_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_changes" ADD CONSTRAINT "company_package_changes_from_package_id_packages_id_fk" FOREIGN KEY ("from_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_changes" ADD CONSTRAINT "company_package_changes_to_package_id_packages_id_fk" FOREIGN KEY ("to_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_position_history" ADD CONSTRAINT "driver_position_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_position_history" ADD CONSTRAINT "driver_position_history_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_tracking_settings" ADD CONSTRAINT "driver_tracking_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_company_name_key" ON "advertisements" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "advertisements_company_running_idx" ON "advertisements" USING btree ("company_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "company_icons_company_name_key" ON "company_icons" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_pairing_codes_code_hash_key" ON "kiosk_pairing_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_company_name_key" ON "kiosks" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_company_code_key" ON "kiosks" USING btree ("company_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_company_url_key" ON "kiosks" USING btree ("company_id",lower("url"));--> statement-breakpoint
CREATE INDEX "driver_position_history_driver_idx" ON "driver_position_history" USING btree ("company_id","user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "driver_position_history_recorded_idx" ON "driver_position_history" USING btree ("company_id","recorded_at");--> statement-breakpoint
CREATE INDEX "company_signups_email_idx" ON "company_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_key" ON "packages" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo_mime_type";--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_limits_positive" CHECK ("packages"."max_staff_users" >= 0 and "packages"."max_kiosks" >= 0);--> statement-breakpoint
-- hand-written: the steps below change rows, in platform scope, because row-level security is forced on these tables and a migration user that is not a superuser would otherwise see none of them.
SELECT set_config('app.platform', 'on', false);--> statement-breakpoint
-- hand-written: packages switched nothing before ADR 63, so every existing package keeps every feature (the companies on it lose nothing when packages start to mean something).
UPDATE "packages" SET "features" = ARRAY['transport','parking','waitlist','kiosk','feedback','messaging','reports']::text[];--> statement-breakpoint
-- hand-written: the end of the steps in platform scope.
SELECT set_config('app.platform', '', false);--> statement-breakpoint
-- hand-written: company_signups has no company_id, so the tenancy loop gives it no policy; it is the platform's alone, and only platform scope may read or write it.
ALTER TABLE "company_signups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_signups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "platform_only" ON "company_signups" USING (coalesce(current_setting('app.platform', true), '') = 'on') WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on');

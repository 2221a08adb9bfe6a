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
ALTER TABLE "ip_address_series" ADD CONSTRAINT "ip_address_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ADD CONSTRAINT "kiosk_pairing_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD CONSTRAINT "kiosk_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD CONSTRAINT "kiosk_settings_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_pairing_codes_code_hash_key" ON "kiosk_pairing_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_company_name_key" ON "kiosks" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_company_code_key" ON "kiosks" USING btree ("company_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_company_url_key" ON "kiosks" USING btree ("company_id",lower("url"));
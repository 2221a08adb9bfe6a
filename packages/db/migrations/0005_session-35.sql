CREATE TABLE "guest_marketing_consents" (
	"company_id" uuid NOT NULL,
	"guest_ref" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_marketing_consents_company_id_guest_ref_pk" PRIMARY KEY("company_id","guest_ref")
);
--> statement-breakpoint
CREATE TABLE "platform_messaging_settings" (
	"id" text PRIMARY KEY DEFAULT 'platform' NOT NULL,
	"sms_provider" text DEFAULT 'log' NOT NULL,
	"twilio_account_sid" text,
	"twilio_auth_token_sealed" text,
	"twilio_from_number" text,
	"vonage_api_key" text,
	"vonage_api_secret_sealed" text,
	"vonage_signature_secret_sealed" text,
	"vonage_from_number" text,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_secure" boolean,
	"smtp_user_name" text,
	"smtp_password_sealed" text,
	"smtp_from_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_messaging_settings_one_row" CHECK ("platform_messaging_settings"."id" = 'platform')
);
--> statement-breakpoint
CREATE TABLE "support_grants" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"granted_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "support_grants_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "support_grants_expire_after_granted" CHECK ("support_grants"."expires_at" > "support_grants"."created_at")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_ref" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace("phone", '[^0-9]', '', 'g'), ''), lower("email"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_company_id" uuid;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "platform_number" text;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "platform_number_sid" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "inline_logo_sha256" text;--> statement-breakpoint
ALTER TABLE "parking_permits" ADD COLUMN "guest_ref" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace("phone", '[^0-9]', '', 'g'), ''), lower("email"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD COLUMN "guest_ref" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_marketing_consents" ADD CONSTRAINT "guest_marketing_consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_company_id_granted_by_users_company_id_id_fk" FOREIGN KEY ("company_id","granted_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_grants_active_idx" ON "support_grants" USING btree ("company_id","expires_at") WHERE "support_grants"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_support_company_id_companies_id_fk" FOREIGN KEY ("support_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_guest_ref_idx" ON "parties" USING btree ("company_id","guest_ref");--> statement-breakpoint
CREATE INDEX "parking_permits_guest_ref_idx" ON "parking_permits" USING btree ("company_id","guest_ref");--> statement-breakpoint
CREATE INDEX "wait_list_entries_guest_ref_idx" ON "wait_list_entries" USING btree ("company_id","guest_ref");
CREATE TABLE "message_templates" (
	"company_id" uuid NOT NULL,
	"event_code" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_company_id_event_code_language_pk" PRIMARY KEY("company_id","event_code","language")
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_inbound_messages" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"from_phone" text NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"keyword" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_inbound_messages_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"company_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_company_id_phone_pk" PRIMARY KEY("company_id","phone")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_language" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_inbound_messages" ADD CONSTRAINT "sms_inbound_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_messages_provider_id_key" ON "sms_inbound_messages" USING btree ("company_id","provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_inbound_messages_from_idx" ON "sms_inbound_messages" USING btree ("company_id","from_phone","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_idx" ON "outbox_messages" USING btree ("company_id","provider","provider_message_id");
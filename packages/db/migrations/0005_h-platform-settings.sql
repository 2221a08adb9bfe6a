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
ALTER TABLE "messaging_settings" ADD COLUMN "platform_number" text;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "platform_number_sid" text;
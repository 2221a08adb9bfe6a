CREATE TABLE "message_quota_alerts" (
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_quota_alerts_company_id_month_percent_pk" PRIMARY KEY("company_id","month","percent")
);
--> statement-breakpoint
CREATE TABLE "sms_early_deliveries" (
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_early_deliveries_company_id_provider_provider_message_id_pk" PRIMARY KEY("company_id","provider","provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "sms_inbound_messages" ADD COLUMN "party_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_inbound_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "segments" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "fallback_for" uuid;--> statement-breakpoint
ALTER TABLE "message_quota_alerts" ADD CONSTRAINT "message_quota_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_early_deliveries" ADD CONSTRAINT "sms_early_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_inbound_messages_party_idx" ON "sms_inbound_messages" USING btree ("company_id","party_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_usage_idx" ON "outbox_messages" USING btree ("company_id","channel","sent_at");
CREATE TABLE "confirmation_card_headers" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_sha256" text,
	"heading" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"lines" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmation_card_headers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "confirmation_cards" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"header_id" uuid,
	"title" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"intro" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"footer" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"show_room" boolean DEFAULT true NOT NULL,
	"show_vehicle" boolean DEFAULT true NOT NULL,
	"show_price" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmation_cards_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"package_id" uuid,
	"package_name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"method" text,
	"reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "invoices_amount_not_negative" CHECK ("invoices"."amount_cents" >= 0),
	CONSTRAINT "invoices_paid_has_method" CHECK (("invoices"."state" = 'paid') = ("invoices"."paid_at" is not null and "invoices"."method" is not null))
);
--> statement-breakpoint
CREATE TABLE "staff_notice_settings" (
	"company_id" uuid NOT NULL,
	"event" text NOT NULL,
	"roles" text[] NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notice_settings_company_id_event_pk" PRIMARY KEY("company_id","event")
);
--> statement-breakpoint
CREATE TABLE "sftp_export_runs" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"run_date" date NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"files" text[] DEFAULT '{}' NOT NULL,
	"error" text,
	"retry_at" timestamp with time zone,
	CONSTRAINT "sftp_export_runs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "sftp_export_runs_attempt" CHECK ("sftp_export_runs"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sftp_exports" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"user_name" text NOT NULL,
	"password_sealed" text,
	"private_key_sealed" text,
	"remote_folder" text NOT NULL,
	"host_key_fingerprint" text,
	"reports" text[] NOT NULL,
	"hour" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sftp_exports_hour" CHECK ("sftp_exports"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "push_outbox_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_step" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "will_call_requests" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "totp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "totp_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_tracking_settings" ADD COLUMN "send_interval_seconds" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmation_card_headers" ADD CONSTRAINT "confirmation_card_headers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_card_headers" ADD CONSTRAINT "confirmation_card_headers_logo_fk" FOREIGN KEY ("company_id","logo_sha256") REFERENCES "public"."stored_files"("company_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_cards" ADD CONSTRAINT "confirmation_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_cards" ADD CONSTRAINT "confirmation_cards_header_fk" FOREIGN KEY ("company_id","header_id") REFERENCES "public"."confirmation_card_headers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_settings" ADD CONSTRAINT "staff_notice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_export_runs" ADD CONSTRAINT "sftp_export_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_exports" ADD CONSTRAINT "sftp_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_company_id_subscription_id_push_subscriptions_company_id_id_fk" FOREIGN KEY ("company_id","subscription_id") REFERENCES "public"."push_subscriptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_card_headers_company_name_key" ON "confirmation_card_headers" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_cards_company_name_key" ON "confirmation_cards" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_cards_active_type_key" ON "confirmation_cards" USING btree ("company_id","type") WHERE "confirmation_cards"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_key" ON "invoices" USING btree ("company_id","period");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period","state");--> statement-breakpoint
CREATE UNIQUE INDEX "sftp_export_runs_try_key" ON "sftp_export_runs" USING btree ("company_id","run_date","attempt");--> statement-breakpoint
CREATE INDEX "sftp_export_runs_started_idx" ON "sftp_export_runs" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("company_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");
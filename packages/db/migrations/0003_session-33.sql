CREATE TABLE "card_payment_intents" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "card_payment_intents_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "card_payment_intents_amount" CHECK ("card_payment_intents"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_provider_events" (
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_provider_events_company_id_provider_event_id_pk" PRIMARY KEY("company_id","provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_details" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"publishable_key" text NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_articles" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"publish_from" date NOT NULL,
	"publish_until" date,
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_articles_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "company_articles_days_in_order" CHECK ("company_articles"."publish_until" is null or "company_articles"."publish_until" >= "company_articles"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "help_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screen_name" text NOT NULL,
	"title" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"publish_from" date NOT NULL,
	"publish_until" date,
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_articles_days_in_order" CHECK ("platform_articles"."publish_until" is null or "platform_articles"."publish_until" >= "platform_articles"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "built_in_fields" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"room_number" boolean NOT NULL,
	"email" boolean NOT NULL,
	"flight_number" boolean NOT NULL,
	"luggage" boolean NOT NULL,
	"external_notes" boolean NOT NULL,
	"coupon_code" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"label" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_reservation_form" boolean DEFAULT true NOT NULL,
	"on_guest_link" boolean DEFAULT false NOT NULL,
	"on_kiosk" boolean DEFAULT false NOT NULL,
	"on_board_card" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "custom_fields_kind" CHECK ("custom_fields"."kind" in ('text', 'number', 'choice', 'date', 'yesNo'))
);
--> statement-breakpoint
CREATE TABLE "company_event_positions" (
	"company_id" uuid NOT NULL,
	"position" bigint NOT NULL,
	CONSTRAINT "company_event_positions_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
CREATE TABLE "kiosk_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "limit_notices" (
	"company_id" uuid NOT NULL,
	"limit_name" text NOT NULL,
	"period" text NOT NULL,
	"percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limit_notices_company_id_limit_name_period_percent_pk" PRIMARY KEY("company_id","limit_name","period","percent")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" text,
	"body" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "pickup_location_id" uuid;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "farewell" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "place_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "trip_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "offer_will_call" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "offer_permit_purchase" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "parking_package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "show_logo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "show_advertisements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "quiet_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_payment_intents" ADD CONSTRAINT "card_payment_intents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_intents" ADD CONSTRAINT "card_payment_intents_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_intents" ADD CONSTRAINT "card_payment_intents_company_id_payment_id_party_payments_company_id_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."party_payments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_provider_events" ADD CONSTRAINT "card_provider_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_details" ADD CONSTRAINT "stripe_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_articles" ADD CONSTRAINT "company_articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "built_in_fields" ADD CONSTRAINT "built_in_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_event_positions" ADD CONSTRAINT "company_event_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_requests" ADD CONSTRAINT "kiosk_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_notices" ADD CONSTRAINT "limit_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_intents_intent_key" ON "card_payment_intents" USING btree ("company_id","provider","intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_intents_idempotency_key" ON "card_payment_intents" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "card_payment_intents_party_idx" ON "card_payment_intents" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE INDEX "company_articles_company_from_idx" ON "company_articles" USING btree ("company_id","publish_from");--> statement-breakpoint
CREATE UNIQUE INDEX "help_texts_screen_name_key" ON "help_texts" USING btree (lower("screen_name"));--> statement-breakpoint
CREATE INDEX "platform_articles_from_idx" ON "platform_articles" USING btree ("publish_from");--> statement-breakpoint
CREATE INDEX "custom_fields_company_position_idx" ON "custom_fields" USING btree ("company_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_requests_idempotency_key" ON "kiosk_requests" USING btree ("company_id","kiosk_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("company_id","user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- hand-written: devices and codes of kiosks deleted before these foreign keys existed point at no kiosk and open nothing; they must go before the keys are added (ADR 81).
DELETE FROM "kiosk_devices" d WHERE NOT EXISTS (SELECT 1 FROM "kiosks" k WHERE k."company_id" = d."company_id" AND k."id" = d."kiosk_id");--> statement-breakpoint
-- hand-written: as above, for pairing codes.
DELETE FROM "kiosk_pairing_codes" c WHERE NOT EXISTS (SELECT 1 FROM "kiosks" k WHERE k."company_id" = c."company_id" AND k."id" = c."kiosk_id");--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ADD CONSTRAINT "kiosk_pairing_codes_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_company_created_idx" ON "parties" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_failing_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."status" = 'failed' or "outbox_messages"."delivery_status" = 'failed';--> statement-breakpoint
CREATE INDEX "parking_permits_company_created_idx" ON "parking_permits" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wait_list_entries_company_created_idx" ON "wait_list_entries" USING btree ("company_id","created_at");--> statement-breakpoint
-- hand-written: the console's search (Search/GetSearchResult, ADR 91) is typo-tolerant through trigrams; pg_trgm is a trusted extension on PostgreSQL 13+ and ships with PGlite (loaded in client.ts). The indexes below need it, so they are written here after it rather than in the schema, whose generated indexes would come before this line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- hand-written: trigram indexes for the search: a party by guest name or phone; a permit by guest name or plate (its folded search form); a wait-list guest by name or phone; staff by name or e-mail; a place by name or address.
CREATE INDEX IF NOT EXISTS "parties_guest_name_trgm_idx" ON "parties" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parties_phone_trgm_idx" ON "parties" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parking_permits_guest_name_trgm_idx" ON "parking_permits" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parking_permits_plate_search_trgm_idx" ON "parking_permits" USING gin ("plate_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wait_list_entries_guest_name_trgm_idx" ON "wait_list_entries" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wait_list_entries_phone_trgm_idx" ON "wait_list_entries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops, "email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "locations_search_trgm_idx" ON "locations" USING gin ("name" gin_trgm_ops, "address" gin_trgm_ops);
--> statement-breakpoint
-- hand-written: a room number is matched whole, as typed or in capitals or small letters; this index finds a party by room as parking_permits_company_room_idx finds a permit.
CREATE INDEX IF NOT EXISTS "parties_company_room_idx" ON "parties" USING btree ("company_id","room_number");
--> statement-breakpoint
-- hand-written: under forced row-level security PostgreSQL lets only a leakproof operator use an index, so the search's `<%` (word_similarity_op) would read every row of the company. It raises no error and returns nothing about its arguments but a boolean, so it is marked leakproof (ADR 91); only a superuser may, so elsewhere the search still answers, from a scan, and says so once here.
DO $$ BEGIN IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN ALTER FUNCTION word_similarity_op(text, text) LEAKPROOF; ELSE RAISE NOTICE 'word_similarity_op is not leakproof: the search reads without its trigram indexes (ADR 91)'; END IF; END $$;

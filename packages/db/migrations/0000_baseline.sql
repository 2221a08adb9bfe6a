-- The schema as of migration 0012, in one file (ADR 164; ADR 50 squashed 0000-0018 the same way). Replayed
-- from the old chain: each table with its final columns (those added later stand at the end, as on a database
-- that ran the chain), then keys, foreign keys, extensions and indexes in the order the chain made them
-- (PostgreSQL checks foreign keys in the order they were made), then functions, triggers and the policy. The
-- chain's data steps are gone: a new database has no rows to move. A database that ran the chain skips this
-- file (its journal time is 0012's); an older one is refused at start (baseline.ts).
CREATE TABLE "account_types" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_platform_admin_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "other_drivers" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "other_drivers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "parties_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" integer NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"guest_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"room_number" text DEFAULT '' NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"luggage" integer DEFAULT 0 NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"trip_id" uuid,
	"departure_id" uuid,
	"scheduled_at" timestamp with time zone NOT NULL,
	"quoted_wait_minutes" integer,
	"driver_id" uuid,
	"other_driver_id" uuid,
	"internal_notes" text DEFAULT '' NOT NULL,
	"external_notes" text DEFAULT '' NOT NULL,
	"notify_guest" boolean DEFAULT true NOT NULL,
	"coupon_code" text,
	"gratuity_percent" integer DEFAULT 0 NOT NULL,
	"trip_cents" bigint DEFAULT 0 NOT NULL,
	"luggage_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"service_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"gratuity_cents" bigint DEFAULT 0 NOT NULL,
	"additional_gratuity_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"guest_key" text NOT NULL,
	"guest_latitude" double precision,
	"guest_longitude" double precision,
	"guest_located_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"dropped_off_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guest_language" text,
	"guest_key_earlier" text[] DEFAULT '{}' NOT NULL,
	"flight_number" text DEFAULT '' NOT NULL,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guest_ref" text GENERATED ALWAYS AS (coalesce(nullif(lower("email"), ''), regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL,
	"guest_phone" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL,
	"guest_phone_reversed" text GENERATED ALWAYS AS (reverse(regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL,
	CONSTRAINT "parties_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "party_history" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_history_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "party_payments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"account_reference" text,
	"account_holder" text,
	"card_last4" text,
	"provider" text,
	"provider_reference" text,
	"refund_of" uuid,
	"idempotency_key" text,
	"request_digest" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_payments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "predefined_notes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'party' NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predefined_notes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_feedback_questions" (
	"company_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_feedback_questions_company_id_question_id_pk" PRIMARY KEY("company_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"text_ar" text NOT NULL,
	"answer_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"rating_scale" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"low_score" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_responses_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "feedback_responses_score_in_scale" CHECK ("feedback_responses"."score" between (case when "feedback_responses"."rating_scale" = 'stars' then 1 else 0 end) and (case when "feedback_responses"."rating_scale" = 'stars' then 5 else 10 end))
);
--> statement-breakpoint
CREATE TABLE "feedback_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"survey_enabled" boolean NOT NULL,
	"rating_scale" text NOT NULL,
	"alert_threshold" integer NOT NULL,
	"review_site_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_settings_threshold_in_scale" CHECK ("feedback_settings"."alert_threshold" between (case when "feedback_settings"."rating_scale" = 'stars' then 1 else 0 end) and (case when "feedback_settings"."rating_scale" = 'stars' then 5 else 10 end))
);
--> statement-breakpoint
CREATE TABLE "driver_vehicles" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"make_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"year" integer,
	"color" text,
	"plate_number" text NOT NULL,
	"seats" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_vehicles_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_makes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"make_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_models_make_name_key" UNIQUE("make_id","name")
);
--> statement-breakpoint
CREATE TABLE "default_access_rules" (
	"company_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"rule_code" text NOT NULL,
	CONSTRAINT "default_access_rules_company_id_role_id_rule_code_pk" PRIMARY KEY("company_id","role_id","rule_code")
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_out_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"succeeded" boolean NOT NULL,
	"failure_reason" text,
	"ip_address" text,
	"user_agent" text,
	"time_zone" text,
	"language" text,
	"screen" text,
	CONSTRAINT "login_history_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"platform_admin_id" uuid,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menu_access" (
	"company_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"menu_code" text NOT NULL,
	CONSTRAINT "role_menu_access_company_id_role_id_menu_code_pk" PRIMARY KEY("company_id","role_id","menu_code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "roles_company_code_key" UNIQUE("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"platform_admin_id" uuid,
	"login_history_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"pending_step" text,
	"support_company_id" uuid
);
--> statement-breakpoint
CREATE TABLE "user_access_rules" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_code" text NOT NULL,
	"allowed" boolean NOT NULL,
	CONSTRAINT "user_access_rules_company_id_user_id_rule_code_pk" PRIMARY KEY("company_id","user_id","rule_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"can_be_driver" boolean DEFAULT false NOT NULL,
	"shift" text DEFAULT 'not_available' NOT NULL,
	"language" text,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"photo_sha256" text,
	CONSTRAINT "users_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "discount_coupons" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"applies_to_rides" boolean DEFAULT true NOT NULL,
	"applies_to_parking" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_coupons_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "discount_coupons_company_code_key" UNIQUE("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "favorite_locations" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_locations_company_id_user_id_location_id_pk" PRIMARY KEY("company_id","user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "location_categories" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"category_id" uuid,
	"zone_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "recent_locations" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_locations_company_id_user_id_location_id_pk" PRIMARY KEY("company_id","user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "selected_locations" (
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"location_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selected_locations_company_id_list_location_id_pk" PRIMARY KEY("company_id","list","location_id")
);
--> statement-breakpoint
CREATE TABLE "tax_service_codes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_service_codes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "tax_service_codes_company_code_key" UNIQUE("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "trip_schedule_times" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"departure_minute" integer NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_schedule_times_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "trip_schedule_times_company_trip_time_key" UNIQUE("company_id","trip_id","weekday","departure_minute")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"adult_cents" bigint NOT NULL,
	"child_cents" bigint NOT NULL,
	"luggage_cents" bigint NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seats" integer NOT NULL,
	"room_mandatory" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "zone_charges" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_zone_id" uuid NOT NULL,
	"to_zone_id" uuid NOT NULL,
	"adult_cents" bigint NOT NULL,
	"child_cents" bigint NOT NULL,
	"luggage_cents" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zone_charges_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "zone_charges_company_from_to_key" UNIQUE("company_id","from_zone_id","to_zone_id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_quota_alerts" (
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_quota_alerts_company_id_month_percent_pk" PRIMARY KEY("company_id","month","percent")
);
--> statement-breakpoint
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"platform_number" text,
	"platform_number_sid" text
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
	"party_id" uuid,
	"read_at" timestamp with time zone,
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
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"channel" text NOT NULL,
	"template_code" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"party_id" uuid,
	"provider" text,
	"provider_message_id" text,
	"delivery_status" text,
	"delivery_updated_at" timestamp with time zone,
	"wait_list_entry_id" uuid,
	"segments" integer,
	"sent_by" uuid,
	"fallback_for" uuid,
	"html" text,
	"inline_logo_sha256" text
);
--> statement-breakpoint
CREATE TABLE "parking_lot_days" (
	"company_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "parking_lot_days_company_id_lot_id_day_pk" PRIMARY KEY("company_id","lot_id","day"),
	CONSTRAINT "parking_lot_days_used_not_negative" CHECK ("parking_lot_days"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parking_lots" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_lots_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "parking_lots_capacity_not_negative" CHECK ("parking_lots"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parking_package_lots" (
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	CONSTRAINT "parking_package_lots_company_id_package_id_lot_id_pk" PRIMARY KEY("company_id","package_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "parking_packages" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type_id" uuid NOT NULL,
	"price_cents" bigint NOT NULL,
	"duration_hours" integer NOT NULL,
	"commission_hundredths" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_and_out" boolean DEFAULT false NOT NULL,
	CONSTRAINT "parking_packages_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "parking_packages_price_not_negative" CHECK ("parking_packages"."price_cents" >= 0),
	CONSTRAINT "parking_packages_duration_positive" CHECK ("parking_packages"."duration_hours" > 0),
	CONSTRAINT "parking_packages_commission_percent" CHECK ("parking_packages"."commission_hundredths" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "parking_payments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"permit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"account_reference" text,
	"account_holder" text,
	"card_last4" text,
	"provider" text,
	"provider_reference" text,
	"idempotency_key" text,
	"request_digest" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_payments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "parking_permit_cards" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"header" text NOT NULL,
	"footer" text NOT NULL,
	"show_room" boolean NOT NULL,
	"show_vehicle" boolean NOT NULL,
	"show_price" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_permit_history" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"permit_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_permit_history_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "parking_permits" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "parking_permits_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text DEFAULT 'Active' NOT NULL,
	"guest_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"room_number" text DEFAULT '' NOT NULL,
	"plate" text NOT NULL,
	"plate_normalised" text NOT NULL,
	"plate_search" text NOT NULL,
	"plate_region" text DEFAULT '' NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"lot_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cost_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"commission_hundredths" integer DEFAULT 0 NOT NULL,
	"sold_by" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"guest_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"party_id" uuid,
	"guest_key_earlier" text[] DEFAULT '{}' NOT NULL,
	"guest_ref" text GENERATED ALWAYS AS (coalesce(nullif(lower("email"), ''), regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL,
	"guest_phone" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL,
	CONSTRAINT "parking_permits_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "parking_permits_span" CHECK ("parking_permits"."ends_at" > "parking_permits"."starts_at"),
	CONSTRAINT "parking_permits_money" CHECK ("parking_permits"."cost_cents" >= 0 and "parking_permits"."paid_cents" >= 0 and "parking_permits"."refunded_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parking_types" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "will_call_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"permit_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"promised_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"requested_by" uuid,
	"notified" boolean DEFAULT false NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "will_call_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "access_rules" (
	"code" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"logo" "bytea",
	"logo_mime_type" text,
	"status" text DEFAULT 'active' NOT NULL,
	"package_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatch_requires_vehicle" boolean DEFAULT false NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"clock" text,
	CONSTRAINT "companies_clock_known" CHECK ("companies"."clock" in ('12', '24')),
	CONSTRAINT "companies_country_code" CHECK ("companies"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"code" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"layout" text NOT NULL,
	"group_code" text NOT NULL,
	"label_key" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"monthly_price_cents" bigint DEFAULT 0 NOT NULL,
	"message_quota" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_staff_users" integer,
	"max_kiosks" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" integer,
	"totp_failures" integer DEFAULT 0 NOT NULL,
	"totp_locked_until" timestamp with time zone,
	"recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wait_list_entries" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"wait_type_id" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"party_size" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 11 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"quoted_minutes" integer NOT NULL,
	"suggested_minutes" integer NOT NULL,
	"suggested_based_on" integer NOT NULL,
	"size_band" integer NOT NULL,
	"hour_of_week" integer NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"guest_key" text NOT NULL,
	"link_base" text DEFAULT '' NOT NULL,
	"alert" text DEFAULT 'none' NOT NULL,
	"alert_sent" boolean DEFAULT false NOT NULL,
	"next_sent" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"actual_wait_minutes" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guest_key_earlier" text[] DEFAULT '{}' NOT NULL,
	"guest_ref" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL,
	"guest_phone_reversed" text GENERATED ALWAYS AS (reverse(regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL,
	CONSTRAINT "wait_list_entries_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "wait_list_entries_status_check" CHECK ("wait_list_entries"."status" in (6, 10, 11, 12, 13, 14))
);
--> statement-breakpoint
CREATE TABLE "wait_list_history" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wait_list_history_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "wait_types" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"default_quote_minutes" integer DEFAULT 15 NOT NULL,
	"hold_minutes" integer DEFAULT 10 NOT NULL,
	"next_at_position" integer DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wait_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"company_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_company_id_sha256_pk" PRIMARY KEY("company_id","sha256"),
	CONSTRAINT "stored_files_sha256_hex" CHECK ("stored_files"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "stored_files_size_matches" CHECK ("stored_files"."size" = octet_length("stored_files"."content"))
);
--> statement-breakpoint
CREATE TABLE "kiosk_devices" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"flow" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "kiosk_devices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
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
	"pickup_location_id" uuid,
	"farewell" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"place_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trip_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offer_will_call" boolean DEFAULT true NOT NULL,
	"offer_permit_purchase" boolean DEFAULT true NOT NULL,
	"parking_package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"show_advertisements" boolean DEFAULT true NOT NULL,
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
	"quiet_since" timestamp with time zone,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_interval_seconds" integer DEFAULT 5 NOT NULL
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
CREATE TABLE "announced_events" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"payload" text NOT NULL,
	CONSTRAINT "announced_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "own_feedback_questions" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"text_ar" text NOT NULL,
	"answer_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_feedback_questions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "search_names" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"rows" integer NOT NULL,
	"newest" timestamp with time zone,
	CONSTRAINT "search_names_company_id_kind_name_pk" PRIMARY KEY("company_id","kind","name")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_access_rules" ADD CONSTRAINT "default_access_rules_rule_code_access_rules_code_fk" FOREIGN KEY ("rule_code") REFERENCES "public"."access_rules"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_access_rules" ADD CONSTRAINT "default_access_rules_company_id_role_id_roles_company_id_id_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_platform_admin_id_platform_admins_id_fk" FOREIGN KEY ("platform_admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menu_access" ADD CONSTRAINT "role_menu_access_menu_code_menu_items_code_fk" FOREIGN KEY ("menu_code") REFERENCES "public"."menu_items"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menu_access" ADD CONSTRAINT "role_menu_access_company_id_role_id_roles_company_id_id_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_platform_admin_id_platform_admins_id_fk" FOREIGN KEY ("platform_admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_rules" ADD CONSTRAINT "user_access_rules_rule_code_access_rules_code_fk" FOREIGN KEY ("rule_code") REFERENCES "public"."access_rules"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_rules" ADD CONSTRAINT "user_access_rules_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_role_id_roles_company_id_id_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_coupons" ADD CONSTRAINT "discount_coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_locations" ADD CONSTRAINT "favorite_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_locations" ADD CONSTRAINT "favorite_locations_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_locations" ADD CONSTRAINT "favorite_locations_company_id_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_categories" ADD CONSTRAINT "location_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_category_id_location_categories_company_id_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."location_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_zone_id_zones_company_id_id_fk" FOREIGN KEY ("company_id","zone_id") REFERENCES "public"."zones"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_locations" ADD CONSTRAINT "recent_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_locations" ADD CONSTRAINT "recent_locations_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_locations" ADD CONSTRAINT "recent_locations_company_id_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_locations" ADD CONSTRAINT "selected_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_locations" ADD CONSTRAINT "selected_locations_company_id_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_service_codes" ADD CONSTRAINT "tax_service_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_schedule_times" ADD CONSTRAINT "trip_schedule_times_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_schedule_times" ADD CONSTRAINT "trip_schedule_times_company_id_trip_id_trips_company_id_id_fk" FOREIGN KEY ("company_id","trip_id") REFERENCES "public"."trips"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_id_from_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","from_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_id_to_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","to_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_charges" ADD CONSTRAINT "zone_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_charges" ADD CONSTRAINT "zone_charges_company_id_from_zone_id_zones_company_id_id_fk" FOREIGN KEY ("company_id","from_zone_id") REFERENCES "public"."zones"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_charges" ADD CONSTRAINT "zone_charges_company_id_to_zone_id_zones_company_id_id_fk" FOREIGN KEY ("company_id","to_zone_id") REFERENCES "public"."zones"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_types" ADD CONSTRAINT "account_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicles" ADD CONSTRAINT "driver_vehicles_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicles" ADD CONSTRAINT "driver_vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicles" ADD CONSTRAINT "driver_vehicles_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_drivers" ADD CONSTRAINT "other_drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_from_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","from_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_to_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","to_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_trip_id_trips_company_id_id_fk" FOREIGN KEY ("company_id","trip_id") REFERENCES "public"."trips"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_other_driver_id_other_drivers_company_id_id_fk" FOREIGN KEY ("company_id","other_driver_id") REFERENCES "public"."other_drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_history" ADD CONSTRAINT "party_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_history" ADD CONSTRAINT "party_history_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_notes" ADD CONSTRAINT "predefined_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_settings" ADD CONSTRAINT "feedback_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Deleting a departure time nulls the party's departure_id only (hand-written: drizzle-kit cannot say a
-- column list); the composite key's plain SET NULL would null company_id too and break its NOT NULL.
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_departure_id_trip_schedule_times_company_id_id_fk" FOREIGN KEY ("company_id","departure_id") REFERENCES "public"."trip_schedule_times"("company_id","id") ON DELETE SET NULL ("departure_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_inbound_messages" ADD CONSTRAINT "sms_inbound_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD CONSTRAINT "parking_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_package_lots" ADD CONSTRAINT "parking_package_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_package_lots" ADD CONSTRAINT "parking_package_lots_company_id_package_id_parking_packages_company_id_id_fk" FOREIGN KEY ("company_id","package_id") REFERENCES "public"."parking_packages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_package_lots" ADD CONSTRAINT "parking_package_lots_company_id_lot_id_parking_lots_company_id_id_fk" FOREIGN KEY ("company_id","lot_id") REFERENCES "public"."parking_lots"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_packages" ADD CONSTRAINT "parking_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_packages" ADD CONSTRAINT "parking_packages_company_id_type_id_parking_types_company_id_id_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."parking_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_payments" ADD CONSTRAINT "parking_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_payments" ADD CONSTRAINT "parking_payments_company_id_permit_id_parking_permits_company_id_id_fk" FOREIGN KEY ("company_id","permit_id") REFERENCES "public"."parking_permits"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_permit_cards" ADD CONSTRAINT "parking_permit_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_permit_history" ADD CONSTRAINT "parking_permit_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_permit_history" ADD CONSTRAINT "parking_permit_history_company_id_permit_id_parking_permits_company_id_id_fk" FOREIGN KEY ("company_id","permit_id") REFERENCES "public"."parking_permits"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_permits" ADD CONSTRAINT "parking_permits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_permits" ADD CONSTRAINT "parking_permits_company_id_lot_id_parking_lots_company_id_id_fk" FOREIGN KEY ("company_id","lot_id") REFERENCES "public"."parking_lots"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_permits" ADD CONSTRAINT "parking_permits_company_id_package_id_parking_packages_company_id_id_fk" FOREIGN KEY ("company_id","package_id") REFERENCES "public"."parking_packages"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_types" ADD CONSTRAINT "parking_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_call_requests" ADD CONSTRAINT "will_call_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_call_requests" ADD CONSTRAINT "will_call_requests_company_id_permit_id_parking_permits_company_id_id_fk" FOREIGN KEY ("company_id","permit_id") REFERENCES "public"."parking_permits"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_call_requests" ADD CONSTRAINT "will_call_requests_company_id_lot_id_parking_lots_company_id_id_fk" FOREIGN KEY ("company_id","lot_id") REFERENCES "public"."parking_lots"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_permits" ADD CONSTRAINT "parking_permits_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_lot_days" ADD CONSTRAINT "parking_lot_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_lot_days" ADD CONSTRAINT "parking_lot_days_company_id_lot_id_parking_lots_company_id_id_fk" FOREIGN KEY ("company_id","lot_id") REFERENCES "public"."parking_lots"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD CONSTRAINT "wait_list_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD CONSTRAINT "wait_list_entries_company_id_wait_type_id_wait_types_company_id_id_fk" FOREIGN KEY ("company_id","wait_type_id") REFERENCES "public"."wait_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_history" ADD CONSTRAINT "wait_list_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_history" ADD CONSTRAINT "wait_list_history_company_id_entry_id_wait_list_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."wait_list_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_types" ADD CONSTRAINT "wait_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_quota_alerts" ADD CONSTRAINT "message_quota_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_early_deliveries" ADD CONSTRAINT "sms_early_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_feedback_questions" ADD CONSTRAINT "company_feedback_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_feedback_questions" ADD CONSTRAINT "company_feedback_questions_question_id_feedback_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."feedback_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_time_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "login_history_company_time_idx" ON "login_history" USING btree ("company_id","signed_in_at");--> statement-breakpoint
CREATE INDEX "password_resets_email_idx" ON "password_resets" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_admins_email_key" ON "platform_admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "driver_vehicles_user_idx" ON "driver_vehicles" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_vehicles_one_current_key" ON "driver_vehicles" USING btree ("company_id","user_id") WHERE "driver_vehicles"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "parties_guest_key_key" ON "parties" USING btree ("guest_key");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_number_key" ON "parties" USING btree ("number");--> statement-breakpoint
CREATE INDEX "parties_company_driver_status_idx" ON "parties" USING btree ("company_id","driver_id","status");--> statement-breakpoint
CREATE INDEX "parties_company_phone_idx" ON "parties" USING btree ("company_id","phone");--> statement-breakpoint
CREATE INDEX "parties_company_booking_idx" ON "parties" USING btree ("company_id","booking_key");--> statement-breakpoint
CREATE INDEX "party_history_party_idx" ON "party_history" USING btree ("company_id","party_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "party_payments_idempotency_key" ON "party_payments" USING btree ("company_id","idempotency_key") WHERE "party_payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "party_payments_party_idx" ON "party_payments" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE INDEX "party_payments_company_created_idx" ON "party_payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_party_idx" ON "outbox_messages" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_types_company_name_key" ON "account_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "location_categories_company_name_key" ON "location_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_company_name_key" ON "locations" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "zones_company_name_key" ON "zones" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "other_drivers_company_name_key" ON "other_drivers" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "predefined_notes_company_kind_text_key" ON "predefined_notes" USING btree ("company_id","kind",lower("text"));--> statement-breakpoint
CREATE UNIQUE INDEX "driver_vehicles_company_plate_key" ON "driver_vehicles" USING btree ("company_id",lower("plate_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_messages_provider_id_key" ON "sms_inbound_messages" USING btree ("company_id","provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_inbound_messages_from_idx" ON "sms_inbound_messages" USING btree ("company_id","from_phone","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_idx" ON "outbox_messages" USING btree ("company_id","provider","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_lots_company_name_key" ON "parking_lots" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "parking_package_lots_lot_idx" ON "parking_package_lots" USING btree ("company_id","lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_packages_company_name_key" ON "parking_packages" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "parking_payments_idempotency_key" ON "parking_payments" USING btree ("company_id","idempotency_key") WHERE "parking_payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "parking_payments_permit_idx" ON "parking_payments" USING btree ("company_id","permit_id");--> statement-breakpoint
CREATE INDEX "parking_permit_history_permit_idx" ON "parking_permit_history" USING btree ("company_id","permit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_permits_number_key" ON "parking_permits" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_permits_guest_key_key" ON "parking_permits" USING btree ("guest_key");--> statement-breakpoint
CREATE INDEX "parking_permits_lot_span_idx" ON "parking_permits" USING btree ("company_id","lot_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "parking_permits_plate_search_idx" ON "parking_permits" USING btree ("company_id","plate_search");--> statement-breakpoint
CREATE INDEX "parking_permits_company_status_start_idx" ON "parking_permits" USING btree ("company_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "parking_permits_company_room_idx" ON "parking_permits" USING btree ("company_id","room_number");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_types_company_name_key" ON "parking_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "will_call_requests_one_open_key" ON "will_call_requests" USING btree ("company_id","permit_id") WHERE "will_call_requests"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "will_call_requests_queue_idx" ON "will_call_requests" USING btree ("company_id","status","lot_id","requested_at");--> statement-breakpoint
CREATE INDEX "will_call_requests_requested_idx" ON "will_call_requests" USING btree ("company_id","requested_at");--> statement-breakpoint
CREATE INDEX "parking_permits_party_idx" ON "parking_permits" USING btree ("company_id","party_id") WHERE "parking_permits"."party_id" is not null;--> statement-breakpoint
CREATE INDEX "parking_lot_days_day_idx" ON "parking_lot_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "wait_list_entries_guest_key_key" ON "wait_list_entries" USING btree ("guest_key");--> statement-breakpoint
CREATE INDEX "wait_list_entries_open_idx" ON "wait_list_entries" USING btree ("company_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "wait_list_entries_history_idx" ON "wait_list_entries" USING btree ("company_id","wait_type_id","size_band","hour_of_week");--> statement-breakpoint
CREATE INDEX "wait_list_entries_ended_idx" ON "wait_list_entries" USING btree ("company_id","ended_at");--> statement-breakpoint
CREATE INDEX "wait_list_history_entry_idx" ON "wait_list_history" USING btree ("company_id","entry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wait_types_company_name_key" ON "wait_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "outbox_messages_wait_list_idx" ON "outbox_messages" USING btree ("company_id","wait_list_entry_id");--> statement-breakpoint
CREATE INDEX "sms_inbound_messages_party_idx" ON "sms_inbound_messages" USING btree ("company_id","party_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_usage_idx" ON "outbox_messages" USING btree ("company_id","channel","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_questions_text_key" ON "feedback_questions" USING btree (lower("text"));--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_responses_party_key" ON "feedback_responses" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_company_created_idx" ON "feedback_responses" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "parties_company_phone_tail_idx" ON "parties" USING btree ("company_id",right(regexp_replace("phone", '[^0-9]', '', 'g'), 4));--> statement-breakpoint
CREATE INDEX "parties_company_status_scheduled_idx" ON "parties" USING btree ("company_id","status","scheduled_at","number");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_token_hash_key" ON "kiosk_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "kiosk_devices_kiosk_idx" ON "kiosk_devices" USING btree ("company_id","kiosk_id") WHERE "kiosk_devices"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_file_fk" FOREIGN KEY ("company_id","photo_sha256") REFERENCES "public"."stored_files"("company_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_guest_key_earlier_idx" ON "parties" USING gin ("guest_key_earlier");--> statement-breakpoint
CREATE UNIQUE INDEX "party_payments_provider_reference" ON "party_payments" USING btree ("company_id","provider","provider_reference") WHERE "party_payments"."provider_reference" is not null and "party_payments"."provider" <> 'terminal';--> statement-breakpoint
CREATE UNIQUE INDEX "parking_payments_provider_reference" ON "parking_payments" USING btree ("company_id","provider","provider_reference") WHERE "parking_payments"."provider_reference" is not null and "parking_payments"."provider" <> 'terminal';--> statement-breakpoint
CREATE INDEX "parking_permits_guest_key_earlier_idx" ON "parking_permits" USING gin ("guest_key_earlier");--> statement-breakpoint
CREATE INDEX "wait_list_entries_guest_key_earlier_idx" ON "wait_list_entries" USING gin ("guest_key_earlier");--> statement-breakpoint
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
ALTER TABLE "packages" ADD CONSTRAINT "packages_limits_positive" CHECK ("packages"."max_staff_users" >= 0 and "packages"."max_kiosks" >= 0);--> statement-breakpoint
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
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ADD CONSTRAINT "kiosk_pairing_codes_company_id_kiosk_id_kiosks_company_id_id_fk" FOREIGN KEY ("company_id","kiosk_id") REFERENCES "public"."kiosks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_company_created_idx" ON "parties" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_failing_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."status" = 'failed' or "outbox_messages"."delivery_status" = 'failed';--> statement-breakpoint
CREATE INDEX "parking_permits_company_created_idx" ON "parking_permits" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wait_list_entries_company_created_idx" ON "wait_list_entries" USING btree ("company_id","created_at");--> statement-breakpoint
-- hand-written: the console's search (Search/GetSearchResult, ADR 91) is typo-tolerant through trigrams;
-- pg_trgm is a trusted extension on PostgreSQL 13+ and ships with PGlite (loaded in client.ts). The indexes
-- below need it, so they are written here after it rather than in the schema, whose generated indexes would
-- come before this line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- hand-written: trigram indexes for the search: a party by guest name or phone; a permit by guest name or
-- plate (its folded search form); a wait-list guest by name or phone; staff by name or e-mail; a place by
-- name or address.
CREATE INDEX IF NOT EXISTS "parties_guest_name_trgm_idx" ON "parties" USING gin ("guest_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parties_phone_trgm_idx" ON "parties" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parking_permits_guest_name_trgm_idx" ON "parking_permits" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parking_permits_plate_search_trgm_idx" ON "parking_permits" USING gin ("plate_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wait_list_entries_guest_name_trgm_idx" ON "wait_list_entries" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wait_list_entries_phone_trgm_idx" ON "wait_list_entries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops, "email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "locations_search_trgm_idx" ON "locations" USING gin ("name" gin_trgm_ops, "address" gin_trgm_ops);--> statement-breakpoint
-- hand-written: a room number is matched whole, as typed or in capitals or small letters; this index finds a
-- party by room as parking_permits_company_room_idx finds a permit.
CREATE INDEX IF NOT EXISTS "parties_company_room_idx" ON "parties" USING btree ("company_id","room_number");
--> statement-breakpoint
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
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "guest_marketing_consents" ADD CONSTRAINT "guest_marketing_consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_company_id_granted_by_users_company_id_id_fk" FOREIGN KEY ("company_id","granted_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_grants_active_idx" ON "support_grants" USING btree ("company_id","expires_at") WHERE "support_grants"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_support_company_id_companies_id_fk" FOREIGN KEY ("support_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wait_list_entries_guest_ref_idx" ON "wait_list_entries" USING btree ("company_id","guest_ref");--> statement-breakpoint
CREATE INDEX "parties_guest_phone_idx" ON "parties" USING btree ("company_id","guest_phone");--> statement-breakpoint
CREATE INDEX "parking_permits_guest_phone_idx" ON "parking_permits" USING btree ("company_id","guest_phone");--> statement-breakpoint
-- The guest references' indexes stand after the guest phones' ones: changing guest_ref's expression (ADR 136)
-- dropped and re-made the column, and its index with it.
CREATE INDEX IF NOT EXISTS "parties_guest_ref_idx" ON "parties" USING btree ("company_id","guest_ref");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parking_permits_guest_ref_idx" ON "parking_permits" USING btree ("company_id","guest_ref");--> statement-breakpoint
ALTER TABLE "announced_events" ADD CONSTRAINT "announced_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_feedback_questions" ADD CONSTRAINT "own_feedback_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_names" ADD CONSTRAINT "search_names_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "own_feedback_questions_company_text_key" ON "own_feedback_questions" USING btree ("company_id",lower("text"));--> statement-breakpoint
CREATE INDEX "parties_search_phone_idx" ON "parties" USING btree ("company_id","guest_phone_reversed" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parties_search_name_idx" ON "parties" USING btree ("company_id","guest_name","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "parking_permits_search_name_idx" ON "parking_permits" USING btree ("company_id","guest_name","starts_at","id");--> statement-breakpoint
CREATE INDEX "wait_list_entries_search_phone_idx" ON "wait_list_entries" USING btree ("company_id","guest_phone_reversed" text_pattern_ops);--> statement-breakpoint
-- btree_gist served the GiST index of ADR 146, which the GIN one below replaced (ADR 151); the extension
-- stays, as on every database that ran the chain (PGlite loads it in client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- hand-written (ADR 151): the names are found by a GIN trigram index with the company and kind beside the
-- name (btree_gin, a trusted extension on PostgreSQL 13+, loaded in PGlite by client.ts), which reads the few
-- names sharing enough of the key's trigrams; the GiST index read nearest first took 5 to 9 ms for 3,500
-- names, the GIN one under 1 ms.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_names_trgm_gin_idx" ON "search_names" USING gin ("company_id", "kind", "name" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: the counters of parking_lot_days, kept by the database on every write of parking_permits and
-- on a change of a company's time zone (ADR 34). Space-holding statuses are Active, WillCallRequested and Out
-- (a car out on an in-and-out permit keeps its space, ADR 143); a permit counts on every day of the company's
-- calendar from its start's day to its end's day, the end excluded (ADR 28).
CREATE OR REPLACE FUNCTION parking_lot_days_adjust(
  p_company uuid, p_lot uuid, p_starts timestamptz, p_ends timestamptz, p_delta integer
) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  tz text;
  first_day date;
  last_day date;
BEGIN
  SELECT time_zone INTO tz FROM companies WHERE id = p_company;
  first_day := (p_starts AT TIME ZONE tz)::date;
  last_day := ((p_ends - interval '1 microsecond') AT TIME ZONE tz)::date;
  IF p_delta < 0 THEN
    -- A permit leaving: its days have rows already (an insert of a negative count would fail the check
    -- before ON CONFLICT could turn it into an update).
    UPDATE parking_lot_days SET used = used + p_delta
     WHERE company_id = p_company AND lot_id = p_lot AND day BETWEEN first_day AND last_day;
  ELSE
    INSERT INTO parking_lot_days AS d (company_id, lot_id, day, used)
      SELECT p_company, p_lot, g::date, p_delta FROM generate_series(first_day, last_day, interval '1 day') g
    ON CONFLICT (company_id, lot_id, day) DO UPDATE SET used = d.used + excluded.used;
  END IF;
END
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parking_permits_count_days() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  held boolean := TG_OP <> 'INSERT' AND OLD.status IN ('Active', 'WillCallRequested', 'Out');
  holds boolean := TG_OP <> 'DELETE' AND NEW.status IN ('Active', 'WillCallRequested', 'Out');
BEGIN
  -- Most updates (payments, guest details, Active <-> WillCallRequested <-> Out) change nothing that counts.
  IF held AND holds AND NEW.company_id = OLD.company_id AND NEW.lot_id = OLD.lot_id
     AND NEW.starts_at = OLD.starts_at AND NEW.ends_at = OLD.ends_at THEN
    RETURN NULL;
  END IF;
  IF held THEN
    PERFORM parking_lot_days_adjust(OLD.company_id, OLD.lot_id, OLD.starts_at, OLD.ends_at, -1);
  END IF;
  IF holds THEN
    PERFORM parking_lot_days_adjust(NEW.company_id, NEW.lot_id, NEW.starts_at, NEW.ends_at, 1);
  END IF;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER parking_permits_count_days AFTER INSERT OR UPDATE OR DELETE ON parking_permits
  FOR EACH ROW EXECUTE FUNCTION parking_permits_count_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parking_lot_days_rebuild(p_company uuid) RETURNS void LANGUAGE plpgsql AS $f$
BEGIN
  DELETE FROM parking_lot_days WHERE company_id = p_company;
  INSERT INTO parking_lot_days (company_id, lot_id, day, used)
    SELECT p.company_id, p.lot_id, g::date, count(*)::int
      FROM parking_permits p
      JOIN companies c ON c.id = p.company_id
      CROSS JOIN LATERAL generate_series((p.starts_at AT TIME ZONE c.time_zone)::date,
                                         ((p.ends_at - interval '1 microsecond') AT TIME ZONE c.time_zone)::date,
                                         interval '1 day') g
     WHERE p.company_id = p_company AND p.status IN ('Active', 'WillCallRequested', 'Out')
     GROUP BY 1, 2, 3;
END
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_rebuild_parking_lot_days() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM parking_lot_days_rebuild(NEW.id);
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER companies_rebuild_parking_lot_days AFTER UPDATE OF time_zone ON companies
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION companies_rebuild_parking_lot_days();
--> statement-breakpoint
-- hand-written: company_signups has no company_id, so the tenancy loop gives it no policy; it is the
-- platform's alone, and only platform scope may read or write it.
ALTER TABLE "company_signups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "company_signups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "platform_only" ON "company_signups" USING (coalesce(current_setting('app.platform', true), '') = 'on') WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on');--> statement-breakpoint
-- hand-written: under forced row-level security PostgreSQL lets only a leakproof operator use an index, so
-- the search's `<%` (word_similarity_op) would read every row of the company. It raises no error and returns
-- nothing about its arguments but a boolean, so it is marked leakproof (ADR 91); only a superuser may, so
-- elsewhere the search still answers, from a scan, and says so once here.
DO $$ BEGIN IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN ALTER FUNCTION word_similarity_op(text, text) LEAKPROOF; ELSE RAISE NOTICE 'word_similarity_op is not leakproof: the search reads without its trigram indexes (ADR 91)'; END IF; END $$;
--> statement-breakpoint
-- hand-written: the guest names of search_names (ADR 146) and each name's newest time (a party's
-- scheduled_at, a permit's starts_at; ADR 151) are kept by statement triggers, which see a statement's rows
-- at once (its transition tables), so a bulk insert adds each name once with its count. Each statement's
-- moves are read once, per table (their time columns differ) and per operation (a DELETE has no new rows): a
-- row's name arriving (+1, with its time) or leaving (-1); an update moves only the rows whose name or time
-- changed, so a change of status writes nothing. Then one upsert in name order (concurrent statements lock
-- the same names in the same order), the names no row carries any more deleted (an erased guest's name, which
-- erasure blanks, is not kept), and a name whose newest time left reads its newest again off the (company,
-- name, time) index. The trigger runs as the caller: a row it may write, it may count. A blank name (an
-- erased guest) is not a name.
CREATE OR REPLACE FUNCTION search_names_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_kind text := TG_ARGV[0];
  companies uuid[];
  names text[];
  deltas integer[];
  times timestamptz[];
BEGIN
  IF TG_TABLE_NAME = 'parties' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(a.company_id), array_agg(a.guest_name), array_agg(1), array_agg(a.scheduled_at)
        INTO companies, names, deltas, times FROM added a;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(r.company_id), array_agg(r.guest_name), array_agg(-1), array_agg(r.scheduled_at)
        INTO companies, names, deltas, times FROM removed r;
    ELSE
      SELECT array_agg(m.company_id), array_agg(m.name), array_agg(m.delta), array_agg(m.at)
        INTO companies, names, deltas, times FROM (
          SELECT a.company_id, a.guest_name, 1, a.scheduled_at FROM added a JOIN removed r USING (id)
            WHERE a.guest_name IS DISTINCT FROM r.guest_name OR a.scheduled_at IS DISTINCT FROM r.scheduled_at
          UNION ALL
          SELECT r.company_id, r.guest_name, -1, r.scheduled_at FROM removed r JOIN added a USING (id)
            WHERE a.guest_name IS DISTINCT FROM r.guest_name OR a.scheduled_at IS DISTINCT FROM r.scheduled_at
        ) m (company_id, name, delta, at);
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(a.company_id), array_agg(a.guest_name), array_agg(1), array_agg(a.starts_at)
        INTO companies, names, deltas, times FROM added a;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(r.company_id), array_agg(r.guest_name), array_agg(-1), array_agg(r.starts_at)
        INTO companies, names, deltas, times FROM removed r;
    ELSE
      SELECT array_agg(m.company_id), array_agg(m.name), array_agg(m.delta), array_agg(m.at)
        INTO companies, names, deltas, times FROM (
          SELECT a.company_id, a.guest_name, 1, a.starts_at FROM added a JOIN removed r USING (id)
            WHERE a.guest_name IS DISTINCT FROM r.guest_name OR a.starts_at IS DISTINCT FROM r.starts_at
          UNION ALL
          SELECT r.company_id, r.guest_name, -1, r.starts_at FROM removed r JOIN added a USING (id)
            WHERE a.guest_name IS DISTINCT FROM r.guest_name OR a.starts_at IS DISTINCT FROM r.starts_at
        ) m (company_id, name, delta, at);
    END IF;
  END IF;
  IF companies IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_names AS s (company_id, kind, name, rows, newest)
    SELECT m.company_id, row_kind, m.name, sum(m.delta), max(m.at) FILTER (WHERE m.delta > 0)
      FROM unnest(companies, names, deltas, times) m (company_id, name, delta, at) WHERE m.name <> ''
      GROUP BY m.company_id, m.name HAVING sum(m.delta) <> 0 OR bool_or(m.delta > 0)
      ORDER BY m.company_id, m.name
    ON CONFLICT (company_id, kind, name) DO UPDATE
      SET rows = s.rows + excluded.rows, newest = greatest(s.newest, excluded.newest);
  IF NOT (-1 = ANY (deltas)) THEN
    RETURN NULL;
  END IF;
  DELETE FROM search_names s USING unnest(companies, names, deltas) m (company_id, name, delta)
    WHERE m.delta < 0 AND s.company_id = m.company_id AND s.kind = row_kind AND s.name = m.name AND s.rows <= 0;
  IF TG_TABLE_NAME = 'parties' THEN
    UPDATE search_names s SET newest = (SELECT max(p.scheduled_at) FROM parties p
        WHERE p.company_id = s.company_id AND p.guest_name = s.name)
      FROM unnest(companies, names, deltas, times) m (company_id, name, delta, at)
      WHERE m.delta < 0 AND s.company_id = m.company_id AND s.kind = row_kind AND s.name = m.name
        AND m.at >= s.newest;
  ELSE
    UPDATE search_names s SET newest = (SELECT max(p.starts_at) FROM parking_permits p
        WHERE p.company_id = s.company_id AND p.guest_name = s.name)
      FROM unnest(companies, names, deltas, times) m (company_id, name, delta, at)
      WHERE m.delta < 0 AND s.company_id = m.company_id AND s.kind = row_kind AND s.name = m.name
        AND m.at >= s.newest;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER parties_search_names_added AFTER INSERT ON parties REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('party');
--> statement-breakpoint
CREATE TRIGGER parties_search_names_changed AFTER UPDATE ON parties REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('party');
--> statement-breakpoint
CREATE TRIGGER parties_search_names_removed AFTER DELETE ON parties REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('party');
--> statement-breakpoint
CREATE TRIGGER parking_permits_search_names_added AFTER INSERT ON parking_permits REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('permit');
--> statement-breakpoint
CREATE TRIGGER parking_permits_search_names_changed AFTER UPDATE ON parking_permits REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('permit');
--> statement-breakpoint
CREATE TRIGGER parking_permits_search_names_removed AFTER DELETE ON parking_permits REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('permit');
--> statement-breakpoint
-- ADR 148: a company's event takes its position inside the commit. The application inserts the event into
-- announced_events; this deferred trigger runs as the transaction commits (after its work, before PostgreSQL
-- queues its NOTIFYs), takes the company's next position, sends the event with it and deletes the row. The
-- position row is then locked only from here to the end of the commit, where PostgreSQL already serialises the
-- commits that notify, instead of from the application's last statement through its round trips to the commit.
CREATE OR REPLACE FUNCTION announce_at_commit() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  next_position bigint;
BEGIN
  INSERT INTO company_event_positions AS p (company_id, position) VALUES (NEW.company_id, 1)
    ON CONFLICT (company_id) DO UPDATE SET position = p.position + 1
    RETURNING p.position INTO next_position;
  PERFORM pg_notify('curbside_events', (NEW.payload::jsonb || jsonb_build_object('position', next_position))::text);
  DELETE FROM announced_events WHERE company_id = NEW.company_id AND id = NEW.id;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER announced_events_at_commit AFTER INSERT ON announced_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_at_commit();
--> statement-breakpoint
-- hand-written: the planner costs word_similarity at one operator, so it reads a company's names through the
-- primary key and scores every one (30 ms for a long key) rather than through the trigram index; at its real
-- cost it takes the index. Only a superuser may change it (as for LEAKPROOF above); elsewhere the search
-- still answers, perhaps from the primary key.
DO $$ BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION word_similarity_op(text, text) COST 100;
    ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  ELSE
    RAISE NOTICE 'word_similarity keeps its cost of 1: the search may read names without their trigram index (ADR 151)';
  END IF;
END $$;

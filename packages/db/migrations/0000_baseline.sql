-- The schema as of migration 0018, in one file (ADR 50). Written by drizzle-kit from the Drizzle schema, then
-- by hand: the column order of databases that ran the earlier migrations one by one, their order of foreign
-- keys and indexes (PostgreSQL checks foreign keys in the order they were made), the departure key's
-- column-list SET NULL, and the parking counters' functions and triggers at the end. A database that ran those
-- migrations skips this one (its journal time is 0018's); an older one is refused at start (client.ts).
-- Deleting a departure time nulls the party's departure_id only (hand-written: drizzle-kit cannot say a column
-- list); the composite key's plain SET NULL would null company_id too and break its NOT NULL.
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
	"end_reason" text
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
	"photo" "bytea",
	"photo_mime_type" text,
	"language" text,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
	"fallback_for" uuid
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
CREATE TABLE "package_features" (
	"package_id" uuid NOT NULL,
	"feature_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "package_features_package_id_feature_code_pk" PRIMARY KEY("package_id","feature_code")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"monthly_price_cents" bigint DEFAULT 0 NOT NULL,
	"message_quota" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_name_unique" UNIQUE("name")
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "wait_types_company_name_key" ON "wait_types" USING btree ("company_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "outbox_messages_wait_list_idx" ON "outbox_messages" USING btree ("company_id","wait_list_entry_id");--> statement-breakpoint
CREATE INDEX "sms_inbound_messages_party_idx" ON "sms_inbound_messages" USING btree ("company_id","party_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_usage_idx" ON "outbox_messages" USING btree ("company_id","channel","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_questions_text_key" ON "feedback_questions" USING btree (lower("text"));--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_responses_party_key" ON "feedback_responses" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_company_created_idx" ON "feedback_responses" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "parties_company_phone_tail_idx" ON "parties" USING btree ("company_id",right(regexp_replace("phone", '[^0-9]', '', 'g'), 4));--> statement-breakpoint
CREATE INDEX "parties_company_status_scheduled_idx" ON "parties" USING btree ("company_id","status","scheduled_at","number");--> statement-breakpoint
-- Hand-written (drizzle-kit generate --custom): the counters of parking_lot_days, kept by the database on every
-- write of parking_permits and on a change of a company's time zone (ADR 34). Space-holding statuses are
-- Active and WillCallRequested; a permit counts on every day of the company's calendar from its start's day to
-- its end's day, the end excluded (ADR 28).
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
  held boolean := TG_OP <> 'INSERT' AND OLD.status IN ('Active', 'WillCallRequested');
  holds boolean := TG_OP <> 'DELETE' AND NEW.status IN ('Active', 'WillCallRequested');
BEGIN
  -- Most updates (payments, guest details, Active <-> WillCallRequested) change nothing that counts.
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
     WHERE p.company_id = p_company AND p.status IN ('Active', 'WillCallRequested')
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
-- The permits sold before the counters existed; the platform setting lets row-level security show them all.
SELECT set_config('app.platform', 'on', false);
--> statement-breakpoint
SELECT parking_lot_days_rebuild(id) FROM companies;
--> statement-breakpoint
SELECT set_config('app.platform', '', false);

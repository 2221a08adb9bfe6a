CREATE TABLE "other_drivers" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "other_drivers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "other_drivers_company_name_key" UNIQUE("company_id","name")
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
	"trip_cents" integer DEFAULT 0 NOT NULL,
	"luggage_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"service_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"gratuity_cents" integer DEFAULT 0 NOT NULL,
	"additional_gratuity_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
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
	"amount_cents" integer NOT NULL,
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
	CONSTRAINT "predefined_notes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "predefined_notes_company_kind_text_key" UNIQUE("company_id","kind","text")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "party_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dispatch_requires_vehicle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "other_drivers" ADD CONSTRAINT "other_drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_from_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","from_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_to_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","to_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_trip_id_trips_company_id_id_fk" FOREIGN KEY ("company_id","trip_id") REFERENCES "public"."trips"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_departure_id_trip_schedule_times_company_id_id_fk" FOREIGN KEY ("company_id","departure_id") REFERENCES "public"."trip_schedule_times"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_other_driver_id_other_drivers_company_id_id_fk" FOREIGN KEY ("company_id","other_driver_id") REFERENCES "public"."other_drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_history" ADD CONSTRAINT "party_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_history" ADD CONSTRAINT "party_history_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_notes" ADD CONSTRAINT "predefined_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parties_guest_key_key" ON "parties" USING btree ("guest_key");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_number_key" ON "parties" USING btree ("number");--> statement-breakpoint
CREATE INDEX "parties_company_status_scheduled_idx" ON "parties" USING btree ("company_id","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "parties_company_driver_status_idx" ON "parties" USING btree ("company_id","driver_id","status");--> statement-breakpoint
CREATE INDEX "parties_company_phone_idx" ON "parties" USING btree ("company_id","phone");--> statement-breakpoint
CREATE INDEX "parties_company_booking_idx" ON "parties" USING btree ("company_id","booking_key");--> statement-breakpoint
CREATE INDEX "party_history_party_idx" ON "party_history" USING btree ("company_id","party_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "party_payments_idempotency_key" ON "party_payments" USING btree ("company_id","idempotency_key") WHERE "party_payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "party_payments_party_idx" ON "party_payments" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE INDEX "party_payments_company_created_idx" ON "party_payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_party_idx" ON "outbox_messages" USING btree ("company_id","party_id");
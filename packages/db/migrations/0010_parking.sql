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
CREATE INDEX "will_call_requests_requested_idx" ON "will_call_requests" USING btree ("company_id","requested_at");
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
	CONSTRAINT "booking_rules_ranges" CHECK ("booking_rules"."lead_minutes" between 0 and 10080 and "booking_rules"."max_days_ahead" between 1 and 3650 and "booking_rules"."max_party_size" between 1 and 100 and "booking_rules"."max_luggage_per_guest" between 0 and 20 and "booking_rules"."default_gratuity_percent" between 0 and 100 and "booking_rules"."guest_change_until_minutes" between 0 and 10080)
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
ALTER TABLE "parties" ADD COLUMN "flight_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
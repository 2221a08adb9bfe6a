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
ALTER TABLE "parties" ADD COLUMN "custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "built_in_fields" ADD CONSTRAINT "built_in_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_fields_company_position_idx" ON "custom_fields" USING btree ("company_id","position");
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
ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "confirmation_card_headers" ADD CONSTRAINT "confirmation_card_headers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_card_headers" ADD CONSTRAINT "confirmation_card_headers_logo_fk" FOREIGN KEY ("company_id","logo_sha256") REFERENCES "public"."stored_files"("company_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_cards" ADD CONSTRAINT "confirmation_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_cards" ADD CONSTRAINT "confirmation_cards_header_fk" FOREIGN KEY ("company_id","header_id") REFERENCES "public"."confirmation_card_headers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_card_headers_company_name_key" ON "confirmation_card_headers" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_cards_company_name_key" ON "confirmation_cards" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_cards_active_type_key" ON "confirmation_cards" USING btree ("company_id","type") WHERE "confirmation_cards"."active";
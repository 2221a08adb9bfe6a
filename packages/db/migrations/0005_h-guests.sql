CREATE TABLE "guest_marketing_consents" (
	"company_id" uuid NOT NULL,
	"guest_ref" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_marketing_consents_company_id_guest_ref_pk" PRIMARY KEY("company_id","guest_ref")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_ref" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace("phone", '[^0-9]', '', 'g'), ''), lower("email"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_permits" ADD COLUMN "guest_ref" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace("phone", '[^0-9]', '', 'g'), ''), lower("email"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD COLUMN "guest_ref" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_marketing_consents" ADD CONSTRAINT "guest_marketing_consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_guest_ref_idx" ON "parties" USING btree ("company_id","guest_ref");--> statement-breakpoint
CREATE INDEX "parking_permits_guest_ref_idx" ON "parking_permits" USING btree ("company_id","guest_ref");--> statement-breakpoint
CREATE INDEX "wait_list_entries_guest_ref_idx" ON "wait_list_entries" USING btree ("company_id","guest_ref");
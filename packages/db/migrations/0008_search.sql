CREATE TABLE "search_names" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "search_names_company_id_kind_name_pk" PRIMARY KEY("company_id","kind","name")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_phone_reversed" text GENERATED ALWAYS AS (reverse(regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD COLUMN "guest_phone_reversed" text GENERATED ALWAYS AS (reverse(regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_names" ADD CONSTRAINT "search_names_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_search_phone_idx" ON "parties" USING btree ("company_id","guest_phone_reversed" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parties_search_name_idx" ON "parties" USING btree ("company_id","guest_name","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "parking_permits_search_name_idx" ON "parking_permits" USING btree ("company_id","guest_name","starts_at","id");--> statement-breakpoint
CREATE INDEX "wait_list_entries_search_phone_idx" ON "wait_list_entries" USING btree ("company_id","guest_phone_reversed" text_pattern_ops);
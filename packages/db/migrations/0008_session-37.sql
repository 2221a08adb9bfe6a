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
	CONSTRAINT "search_names_company_id_kind_name_pk" PRIMARY KEY("company_id","kind","name")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_phone_reversed" text GENERATED ALWAYS AS (reverse(regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD COLUMN "guest_phone_reversed" text GENERATED ALWAYS AS (reverse(regexp_replace("phone", '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "announced_events" ADD CONSTRAINT "announced_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_feedback_questions" ADD CONSTRAINT "own_feedback_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_names" ADD CONSTRAINT "search_names_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "own_feedback_questions_company_text_key" ON "own_feedback_questions" USING btree ("company_id",lower("text"));--> statement-breakpoint
CREATE INDEX "parties_search_phone_idx" ON "parties" USING btree ("company_id","guest_phone_reversed" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parties_search_name_idx" ON "parties" USING btree ("company_id","guest_name","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "parking_permits_search_name_idx" ON "parking_permits" USING btree ("company_id","guest_name","starts_at","id");--> statement-breakpoint
CREATE INDEX "wait_list_entries_search_phone_idx" ON "wait_list_entries" USING btree ("company_id","guest_phone_reversed" text_pattern_ops);
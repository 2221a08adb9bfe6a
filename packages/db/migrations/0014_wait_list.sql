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
ALTER TABLE "outbox_messages" ADD COLUMN "wait_list_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD CONSTRAINT "wait_list_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD CONSTRAINT "wait_list_entries_company_id_wait_type_id_wait_types_company_id_id_fk" FOREIGN KEY ("company_id","wait_type_id") REFERENCES "public"."wait_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_history" ADD CONSTRAINT "wait_list_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_list_history" ADD CONSTRAINT "wait_list_history_company_id_entry_id_wait_list_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."wait_list_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_types" ADD CONSTRAINT "wait_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wait_list_entries_guest_key_key" ON "wait_list_entries" USING btree ("guest_key");--> statement-breakpoint
CREATE INDEX "wait_list_entries_open_idx" ON "wait_list_entries" USING btree ("company_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "wait_list_entries_history_idx" ON "wait_list_entries" USING btree ("company_id","wait_type_id","size_band","hour_of_week");--> statement-breakpoint
CREATE INDEX "wait_list_entries_ended_idx" ON "wait_list_entries" USING btree ("company_id","ended_at");--> statement-breakpoint
CREATE INDEX "wait_list_history_entry_idx" ON "wait_list_history" USING btree ("company_id","entry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wait_types_company_name_key" ON "wait_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "outbox_messages_wait_list_idx" ON "outbox_messages" USING btree ("company_id","wait_list_entry_id");
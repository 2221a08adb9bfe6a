CREATE TABLE "staff_notice_settings" (
	"company_id" uuid NOT NULL,
	"event" text NOT NULL,
	"roles" text[] NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notice_settings_company_id_event_pk" PRIMARY KEY("company_id","event")
);
--> statement-breakpoint
ALTER TABLE "staff_notice_settings" ADD CONSTRAINT "staff_notice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
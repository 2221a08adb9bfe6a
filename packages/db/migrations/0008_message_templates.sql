CREATE TABLE "message_templates" (
	"company_id" uuid NOT NULL,
	"event_code" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_company_id_event_code_language_pk" PRIMARY KEY("company_id","event_code","language")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_language" text;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
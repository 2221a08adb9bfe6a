CREATE TABLE "company_event_positions" (
	"company_id" uuid NOT NULL,
	"position" bigint NOT NULL,
	CONSTRAINT "company_event_positions_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "company_event_positions" ADD CONSTRAINT "company_event_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "kiosk_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "pickup_location_id" uuid;--> statement-breakpoint
ALTER TABLE "kiosk_requests" ADD CONSTRAINT "kiosk_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_requests_idempotency_key" ON "kiosk_requests" USING btree ("company_id","kiosk_id","idempotency_key");
ALTER TABLE "companies" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "clock" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_clock_known" CHECK ("companies"."clock" in ('12', '24'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_code" CHECK ("companies"."country" ~ '^[A-Z]{2}$');
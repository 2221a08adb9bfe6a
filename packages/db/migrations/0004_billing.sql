CREATE TABLE "invoices" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"package_id" uuid,
	"package_name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"method" text,
	"reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "invoices_amount_not_negative" CHECK ("invoices"."amount_cents" >= 0),
	CONSTRAINT "invoices_paid_has_method" CHECK (("invoices"."state" = 'paid') = ("invoices"."paid_at" is not null and "invoices"."method" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_key" ON "invoices" USING btree ("company_id","period");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period","state");
CREATE TABLE "company_package_changes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_package_id" uuid,
	"to_package_id" uuid,
	"changed_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_package_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "package_features" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "package_features" CASCADE;--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_name_unique";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "max_staff_users" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "max_kiosks" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_package_changes" ADD CONSTRAINT "company_package_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_changes" ADD CONSTRAINT "company_package_changes_from_package_id_packages_id_fk" FOREIGN KEY ("from_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_package_changes" ADD CONSTRAINT "company_package_changes_to_package_id_packages_id_fk" FOREIGN KEY ("to_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_key" ON "packages" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_limits_positive" CHECK ("packages"."max_staff_users" >= 0 and "packages"."max_kiosks" >= 0);--> statement-breakpoint
-- hand-written: packages switched nothing before ADR 63, so every existing package keeps every feature (the companies on it lose nothing when packages start to mean something).
UPDATE "packages" SET "features" = ARRAY['transport','parking','waitlist','kiosk','feedback','messaging','reports']::text[];

ALTER TABLE "account_types" DROP CONSTRAINT "account_types_company_name_key";--> statement-breakpoint
ALTER TABLE "location_categories" DROP CONSTRAINT "location_categories_company_name_key";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_company_name_key";--> statement-breakpoint
ALTER TABLE "zones" DROP CONSTRAINT "zones_company_name_key";--> statement-breakpoint
ALTER TABLE "other_drivers" DROP CONSTRAINT "other_drivers_company_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "account_types_company_name_key" ON "account_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "location_categories_company_name_key" ON "location_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_company_name_key" ON "locations" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "zones_company_name_key" ON "zones" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "other_drivers_company_name_key" ON "other_drivers" USING btree ("company_id",lower("name"));
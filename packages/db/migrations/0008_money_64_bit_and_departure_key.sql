ALTER TABLE "parties" ALTER COLUMN "trip_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "luggage_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "discount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "service_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "tax_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "gratuity_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "additional_gratuity_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "paid_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "refunded_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "party_payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "adult_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "child_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "luggage_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "zone_charges" ALTER COLUMN "adult_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "zone_charges" ALTER COLUMN "child_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "zone_charges" ALTER COLUMN "luggage_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "monthly_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot say a column list): deleting a departure time nulls the party's
-- departure_id only; the composite key's plain SET NULL would null company_id too and break its NOT NULL.
ALTER TABLE "parties" DROP CONSTRAINT "parties_company_id_departure_id_trip_schedule_times_company_id_id_fk";--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_company_id_departure_id_trip_schedule_times_company_id_id_fk" FOREIGN KEY ("company_id","departure_id") REFERENCES "public"."trip_schedule_times"("company_id","id") ON DELETE SET NULL ("departure_id") ON UPDATE no action;

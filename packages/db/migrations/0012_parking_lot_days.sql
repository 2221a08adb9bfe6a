CREATE TABLE "parking_lot_days" (
	"company_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "parking_lot_days_company_id_lot_id_day_pk" PRIMARY KEY("company_id","lot_id","day"),
	CONSTRAINT "parking_lot_days_used_not_negative" CHECK ("parking_lot_days"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "parking_lot_days" ADD CONSTRAINT "parking_lot_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_lot_days" ADD CONSTRAINT "parking_lot_days_company_id_lot_id_parking_lots_company_id_id_fk" FOREIGN KEY ("company_id","lot_id") REFERENCES "public"."parking_lots"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parking_lot_days_day_idx" ON "parking_lot_days" USING btree ("company_id","day");
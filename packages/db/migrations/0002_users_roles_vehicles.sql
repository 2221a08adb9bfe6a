CREATE TABLE "account_types" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_types_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "account_types_company_name_key" UNIQUE("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "driver_vehicles" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"make_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"year" integer,
	"color" text,
	"plate_number" text NOT NULL,
	"seats" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_vehicles_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "driver_vehicles_company_plate_key" UNIQUE("company_id","plate_number")
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_makes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"make_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_models_make_name_key" UNIQUE("make_id","name")
);
--> statement-breakpoint
ALTER TABLE "account_types" ADD CONSTRAINT "account_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicles" ADD CONSTRAINT "driver_vehicles_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicles" ADD CONSTRAINT "driver_vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicles" ADD CONSTRAINT "driver_vehicles_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_vehicles_user_idx" ON "driver_vehicles" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_vehicles_one_current_key" ON "driver_vehicles" USING btree ("company_id","user_id") WHERE "driver_vehicles"."is_current";--> statement-breakpoint
INSERT INTO "account_types" ("company_id", "name", "description")
SELECT c."id", t."name", t."description"
FROM "companies" c
CROSS JOIN (VALUES
	('Room charge', 'Charged to the guest''s room folio.'),
	('Corporate account', 'Billed to a company with a direct-billing agreement.'),
	('Group / event master account', 'Charged to a group''s or event''s master folio.')
) AS t("name", "description")
ON CONFLICT DO NOTHING;

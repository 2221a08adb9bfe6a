CREATE TABLE "support_grants" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"granted_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "support_grants_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "support_grants_expire_after_granted" CHECK ("support_grants"."expires_at" > "support_grants"."created_at")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_company_id" uuid;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_company_id_granted_by_users_company_id_id_fk" FOREIGN KEY ("company_id","granted_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_grants_active_idx" ON "support_grants" USING btree ("company_id","expires_at") WHERE "support_grants"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_support_company_id_companies_id_fk" FOREIGN KEY ("support_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
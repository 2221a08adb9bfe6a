CREATE TABLE "company_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"details" jsonb NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_signups_email_idx" ON "company_signups" USING btree (lower("email"));--> statement-breakpoint
-- hand-written: company_signups has no company_id, so the tenancy loop gives it no policy; it is the platform's alone, and only platform scope may read or write it.
ALTER TABLE "company_signups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_signups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "platform_only" ON "company_signups" USING (coalesce(current_setting('app.platform', true), '') = 'on') WITH CHECK (coalesce(current_setting('app.platform', true), '') = 'on');

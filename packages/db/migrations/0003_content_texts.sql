CREATE TABLE "company_articles" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"publish_from" date NOT NULL,
	"publish_until" date,
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_articles_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "company_articles_days_in_order" CHECK ("company_articles"."publish_until" is null or "company_articles"."publish_until" >= "company_articles"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "help_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screen_name" text NOT NULL,
	"title" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL,
	"publish_from" date NOT NULL,
	"publish_until" date,
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_articles_days_in_order" CHECK ("platform_articles"."publish_until" is null or "platform_articles"."publish_until" >= "platform_articles"."publish_from")
);
--> statement-breakpoint
ALTER TABLE "company_articles" ADD CONSTRAINT "company_articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_articles_company_from_idx" ON "company_articles" USING btree ("company_id","publish_from");--> statement-breakpoint
CREATE UNIQUE INDEX "help_texts_screen_name_key" ON "help_texts" USING btree (lower("screen_name"));--> statement-breakpoint
CREATE INDEX "platform_articles_from_idx" ON "platform_articles" USING btree ("publish_from");
CREATE TABLE "feedback_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"survey_enabled" boolean NOT NULL,
	"rating_scale" text NOT NULL,
	"alert_threshold" integer NOT NULL,
	"review_site_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_settings_threshold_in_scale" CHECK ("feedback_settings"."alert_threshold" between (case when "feedback_settings"."rating_scale" = 'stars' then 1 else 0 end) and (case when "feedback_settings"."rating_scale" = 'stars' then 5 else 10 end))
);
--> statement-breakpoint
ALTER TABLE "feedback_settings" ADD CONSTRAINT "feedback_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
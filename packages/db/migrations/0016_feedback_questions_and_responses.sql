CREATE TABLE "company_feedback_questions" (
	"company_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_feedback_questions_company_id_question_id_pk" PRIMARY KEY("company_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"text_ar" text NOT NULL,
	"answer_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"rating_scale" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"low_score" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_responses_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "feedback_responses_score_in_scale" CHECK ("feedback_responses"."score" between (case when "feedback_responses"."rating_scale" = 'stars' then 1 else 0 end) and (case when "feedback_responses"."rating_scale" = 'stars' then 5 else 10 end))
);
--> statement-breakpoint
ALTER TABLE "company_feedback_questions" ADD CONSTRAINT "company_feedback_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_feedback_questions" ADD CONSTRAINT "company_feedback_questions_question_id_feedback_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."feedback_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_questions_text_key" ON "feedback_questions" USING btree (lower("text"));--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_responses_party_key" ON "feedback_responses" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_company_created_idx" ON "feedback_responses" USING btree ("company_id","created_at");
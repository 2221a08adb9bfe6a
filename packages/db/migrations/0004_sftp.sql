CREATE TABLE "sftp_export_runs" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"run_date" date NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"files" text[] DEFAULT '{}' NOT NULL,
	"error" text,
	"retry_at" timestamp with time zone,
	CONSTRAINT "sftp_export_runs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "sftp_export_runs_attempt" CHECK ("sftp_export_runs"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sftp_exports" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"user_name" text NOT NULL,
	"password_sealed" text,
	"private_key_sealed" text,
	"remote_folder" text NOT NULL,
	"host_key_fingerprint" text,
	"reports" text[] NOT NULL,
	"hour" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sftp_exports_hour" CHECK ("sftp_exports"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "sftp_export_runs" ADD CONSTRAINT "sftp_export_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_exports" ADD CONSTRAINT "sftp_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sftp_export_runs_try_key" ON "sftp_export_runs" USING btree ("company_id","run_date","attempt");--> statement-breakpoint
CREATE INDEX "sftp_export_runs_started_idx" ON "sftp_export_runs" USING btree ("company_id","started_at");
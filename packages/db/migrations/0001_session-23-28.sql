CREATE TABLE "stored_files" (
	"company_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_company_id_sha256_pk" PRIMARY KEY("company_id","sha256"),
	CONSTRAINT "stored_files_sha256_hex" CHECK ("stored_files"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "stored_files_size_matches" CHECK ("stored_files"."size" = octet_length("stored_files"."content"))
);
--> statement-breakpoint
CREATE TABLE "kiosk_devices" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"flow" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "kiosk_devices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "guest_key_earlier" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_sha256" text;--> statement-breakpoint
ALTER TABLE "parking_permits" ADD COLUMN "guest_key_earlier" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD COLUMN "guest_key_earlier" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_token_hash_key" ON "kiosk_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "kiosk_devices_kiosk_idx" ON "kiosk_devices" USING btree ("company_id","kiosk_id") WHERE "kiosk_devices"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_file_fk" FOREIGN KEY ("company_id","photo_sha256") REFERENCES "public"."stored_files"("company_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_guest_key_earlier_idx" ON "parties" USING gin ("guest_key_earlier");--> statement-breakpoint
CREATE UNIQUE INDEX "party_payments_provider_reference" ON "party_payments" USING btree ("company_id","provider","provider_reference") WHERE "party_payments"."provider_reference" is not null and "party_payments"."provider" <> 'terminal';--> statement-breakpoint
CREATE UNIQUE INDEX "parking_payments_provider_reference" ON "parking_payments" USING btree ("company_id","provider","provider_reference") WHERE "parking_payments"."provider_reference" is not null and "parking_payments"."provider" <> 'terminal';--> statement-breakpoint
CREATE INDEX "parking_permits_guest_key_earlier_idx" ON "parking_permits" USING gin ("guest_key_earlier");--> statement-breakpoint
CREATE INDEX "wait_list_entries_guest_key_earlier_idx" ON "wait_list_entries" USING gin ("guest_key_earlier");--> statement-breakpoint
-- hand-written: the steps below change rows, in platform scope, because row-level security is forced on these tables and a migration user that is not a superuser would otherwise see none of them.
SELECT set_config('app.platform', 'on', false);--> statement-breakpoint
-- hand-written: each user's photo moves into the file store (ADR 59), named by the SHA-256 of its bytes, and the old columns are emptied.
INSERT INTO "stored_files" ("company_id", "sha256", "mime_type", "size", "content")
SELECT DISTINCT ON ("company_id", encode(sha256("photo"), 'hex'))
  "company_id", encode(sha256("photo"), 'hex'), "photo_mime_type", octet_length("photo"), "photo"
FROM "users" WHERE "photo" IS NOT NULL AND "photo_mime_type" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "photo_sha256" = encode(sha256("photo"), 'hex')
WHERE "photo" IS NOT NULL AND "photo_mime_type" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "photo" = NULL, "photo_mime_type" = NULL WHERE "photo" IS NOT NULL OR "photo_mime_type" IS NOT NULL;--> statement-breakpoint
-- hand-written: guest link keys are kept as their SHA-256 only (ADR 54); each stored key becomes its hash, hexadecimal, so a link already sent keeps working and the database alone opens no guest's page.
UPDATE "parties" SET "guest_key" = encode(sha256(convert_to("guest_key", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "parking_permits" SET "guest_key" = encode(sha256(convert_to("guest_key", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "wait_list_entries" SET "guest_key" = encode(sha256(convert_to("guest_key", 'UTF8')), 'hex');--> statement-breakpoint
-- hand-written: the end of the steps in platform scope.
SELECT set_config('app.platform', '', false);

CREATE TABLE "card_payment_intents" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "card_payment_intents_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "card_payment_intents_amount" CHECK ("card_payment_intents"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_provider_events" (
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_provider_events_company_id_provider_event_id_pk" PRIMARY KEY("company_id","provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_details" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"publishable_key" text NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_payment_intents" ADD CONSTRAINT "card_payment_intents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_intents" ADD CONSTRAINT "card_payment_intents_company_id_party_id_parties_company_id_id_fk" FOREIGN KEY ("company_id","party_id") REFERENCES "public"."parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_intents" ADD CONSTRAINT "card_payment_intents_company_id_payment_id_party_payments_company_id_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."party_payments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_provider_events" ADD CONSTRAINT "card_provider_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_details" ADD CONSTRAINT "stripe_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_intents_intent_key" ON "card_payment_intents" USING btree ("company_id","provider","intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_intents_idempotency_key" ON "card_payment_intents" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "card_payment_intents_party_idx" ON "card_payment_intents" USING btree ("company_id","party_id");
-- hand-written: the console's search (Search/GetSearchResult, ADR 91) is typo-tolerant through trigrams; pg_trgm is a trusted extension on PostgreSQL 13+ and ships with PGlite (loaded in client.ts). The indexes below need it, so they are written here after it rather than in the schema, whose generated indexes would come before this line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- hand-written: trigram indexes for the search: a party by guest name or phone; a permit by guest name or plate (its folded search form); a wait-list guest by name or phone; staff by name or e-mail; a place by name or address.
CREATE INDEX IF NOT EXISTS "parties_guest_name_trgm_idx" ON "parties" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parties_phone_trgm_idx" ON "parties" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parking_permits_guest_name_trgm_idx" ON "parking_permits" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parking_permits_plate_search_trgm_idx" ON "parking_permits" USING gin ("plate_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wait_list_entries_guest_name_trgm_idx" ON "wait_list_entries" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wait_list_entries_phone_trgm_idx" ON "wait_list_entries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops, "email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "locations_search_trgm_idx" ON "locations" USING gin ("name" gin_trgm_ops, "address" gin_trgm_ops);
--> statement-breakpoint
-- hand-written: a room number is matched whole, as typed or in capitals or small letters; this index finds a party by room as parking_permits_company_room_idx finds a permit.
CREATE INDEX IF NOT EXISTS "parties_company_room_idx" ON "parties" USING btree ("company_id","room_number");
--> statement-breakpoint
-- hand-written: under forced row-level security PostgreSQL lets only a leakproof operator use an index, so the search's `<%` (word_similarity_op) would read every row of the company. It raises no error and returns nothing about its arguments but a boolean, so it is marked leakproof (ADR 91); only a superuser may, so elsewhere the search still answers, from a scan, and says so once here.
DO $$ BEGIN IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN ALTER FUNCTION word_similarity_op(text, text) LEAKPROOF; ELSE RAISE NOTICE 'word_similarity_op is not leakproof: the search reads without its trigram indexes (ADR 91)'; END IF; END $$;

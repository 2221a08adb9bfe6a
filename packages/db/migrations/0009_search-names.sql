-- hand-written (ADR 146): the console's search finds guest names in `search_names`, each name a company's parties or permits carry, once. btree_gist lets one GiST index hold the company, the kind and the name's trigrams, so one company's closest names come off it nearest first (`<<->`) and the scan stops after the closest ten; btree_gist is a trusted extension on PostgreSQL 13+ and ships with PGlite (loaded in client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_names_trgm_idx" ON "search_names" USING gist ("company_id", "kind", "name" gist_trgm_ops);--> statement-breakpoint
-- hand-written: the names are kept by statement triggers, which see a statement's rows at once (its transition tables), so a bulk insert adds each name once with its count. Each change is one upsert in name order (concurrent statements lock the same names in the same order); then the names no row carries any more go, so an erased guest's name (erasure blanks it) is not kept. The trigger runs as the caller: a row it may write, it may count. A blank name (an erased guest) is not a name.
CREATE OR REPLACE FUNCTION search_names_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_kind text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_names AS s (company_id, kind, name, rows)
      SELECT a.company_id, row_kind, a.guest_name, count(*) FROM added a WHERE a.guest_name <> ''
      GROUP BY a.company_id, a.guest_name ORDER BY a.company_id, a.guest_name
      ON CONFLICT (company_id, kind, name) DO UPDATE SET rows = s.rows + excluded.rows;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_names AS s (company_id, kind, name, rows)
      SELECT r.company_id, row_kind, r.guest_name, -count(*) FROM removed r WHERE r.guest_name <> ''
      GROUP BY r.company_id, r.guest_name ORDER BY r.company_id, r.guest_name
      ON CONFLICT (company_id, kind, name) DO UPDATE SET rows = s.rows + excluded.rows;
  ELSE
    INSERT INTO search_names AS s (company_id, kind, name, rows)
      SELECT c.company_id, row_kind, c.name, sum(c.n) FROM (
        SELECT a.company_id, a.guest_name AS name, 1 AS n FROM added a JOIN removed r USING (id)
          WHERE a.guest_name IS DISTINCT FROM r.guest_name AND a.guest_name <> ''
        UNION ALL
        SELECT r.company_id, r.guest_name, -1 FROM removed r JOIN added a USING (id)
          WHERE a.guest_name IS DISTINCT FROM r.guest_name AND r.guest_name <> ''
      ) c GROUP BY c.company_id, c.name HAVING sum(c.n) <> 0 ORDER BY c.company_id, c.name
      ON CONFLICT (company_id, kind, name) DO UPDATE SET rows = s.rows + excluded.rows;
  END IF;
  DELETE FROM search_names s WHERE s.kind = row_kind AND s.rows <= 0
    AND (s.company_id, s.name) IN (SELECT r.company_id, r.guest_name FROM removed r);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER parties_search_names_added AFTER INSERT ON parties REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('party');--> statement-breakpoint
CREATE TRIGGER parties_search_names_changed AFTER UPDATE ON parties REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('party');--> statement-breakpoint
CREATE TRIGGER parties_search_names_removed AFTER DELETE ON parties REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('party');--> statement-breakpoint
CREATE TRIGGER parking_permits_search_names_added AFTER INSERT ON parking_permits REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('permit');--> statement-breakpoint
CREATE TRIGGER parking_permits_search_names_changed AFTER UPDATE ON parking_permits REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('permit');--> statement-breakpoint
CREATE TRIGGER parking_permits_search_names_removed AFTER DELETE ON parking_permits REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_track('permit');--> statement-breakpoint
-- hand-written: the names of the rows already there, read in platform scope (on a database started before, the tables' row-level security is already forced, even for their owner), then the scope is cleared again.
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
INSERT INTO search_names (company_id, kind, name, rows)
  SELECT company_id, 'party', guest_name, count(*) FROM parties WHERE guest_name <> '' GROUP BY company_id, guest_name;--> statement-breakpoint
INSERT INTO search_names (company_id, kind, name, rows)
  SELECT company_id, 'permit', guest_name, count(*) FROM parking_permits WHERE guest_name <> '' GROUP BY company_id, guest_name;--> statement-breakpoint
SELECT set_config('app.platform', 'off', true);

CREATE TABLE "search_name_changes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"delta" integer NOT NULL,
	"arrived" timestamp with time zone,
	"departed" timestamp with time zone,
	CONSTRAINT "search_name_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "search_name_changes" ADD CONSTRAINT "search_name_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- hand-written (ADR 179): the statement triggers of search_names (ADR 146) write each statement's change of a
-- name to search_name_changes; a deferred trigger applies it at commit, as announce_at_commit does for event
-- positions (ADR 148). Two bookings of one name then queue for each other only inside their commits, where
-- before the second waited for the first's whole transaction. What a change does is what the statement trigger
-- did: rows counted, a name no row carries any more deleted, and a name whose newest time left reads its newest
-- again off the (company, name, time) index.
CREATE OR REPLACE FUNCTION search_names_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_kind text := TG_ARGV[0];
  companies uuid[];
  names text[];
  deltas integer[];
  times timestamptz[];
BEGIN
  IF TG_TABLE_NAME = 'parties' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(a.company_id), array_agg(a.guest_name), array_agg(1), array_agg(a.scheduled_at)
        INTO companies, names, deltas, times FROM added a;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(r.company_id), array_agg(r.guest_name), array_agg(-1), array_agg(r.scheduled_at)
        INTO companies, names, deltas, times FROM removed r;
    ELSE
      SELECT array_agg(m.company_id), array_agg(m.name), array_agg(m.delta), array_agg(m.at)
        INTO companies, names, deltas, times FROM (
          SELECT a.company_id, a.guest_name, 1, a.scheduled_at FROM added a JOIN removed r USING (id)
            WHERE a.guest_name IS DISTINCT FROM r.guest_name OR a.scheduled_at IS DISTINCT FROM r.scheduled_at
          UNION ALL
          SELECT r.company_id, r.guest_name, -1, r.scheduled_at FROM removed r JOIN added a USING (id)
            WHERE a.guest_name IS DISTINCT FROM r.guest_name OR a.scheduled_at IS DISTINCT FROM r.scheduled_at
        ) m (company_id, name, delta, at);
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(a.company_id), array_agg(a.guest_name), array_agg(1), array_agg(a.starts_at)
        INTO companies, names, deltas, times FROM added a;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(r.company_id), array_agg(r.guest_name), array_agg(-1), array_agg(r.starts_at)
        INTO companies, names, deltas, times FROM removed r;
    ELSE
      SELECT array_agg(m.company_id), array_agg(m.name), array_agg(m.delta), array_agg(m.at)
        INTO companies, names, deltas, times FROM (
          SELECT a.company_id, a.guest_name, 1, a.starts_at FROM added a JOIN removed r USING (id)
            WHERE a.guest_name IS DISTINCT FROM r.guest_name OR a.starts_at IS DISTINCT FROM r.starts_at
          UNION ALL
          SELECT r.company_id, r.guest_name, -1, r.starts_at FROM removed r JOIN added a USING (id)
            WHERE a.guest_name IS DISTINCT FROM r.guest_name OR a.starts_at IS DISTINCT FROM r.starts_at
        ) m (company_id, name, delta, at);
    END IF;
  END IF;
  IF companies IS NULL THEN
    RETURN NULL;
  END IF;
  -- Applied at commit, one row a name (apply_search_name_change): the name's row in search_names is locked only
  -- inside the commit, not for the rest of the caller's transaction (ADR 179).
  INSERT INTO search_name_changes (company_id, kind, name, delta, arrived, departed)
    SELECT m.company_id, row_kind, m.name, sum(m.delta), max(m.at) FILTER (WHERE m.delta > 0),
           max(m.at) FILTER (WHERE m.delta < 0)
      FROM unnest(companies, names, deltas, times) m (company_id, name, delta, at) WHERE m.name <> ''
      GROUP BY m.company_id, m.name
      ORDER BY m.company_id, m.name;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION apply_search_name_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.delta <> 0 OR NEW.arrived IS NOT NULL THEN
    INSERT INTO search_names AS s (company_id, kind, name, rows, newest)
      VALUES (NEW.company_id, NEW.kind, NEW.name, NEW.delta, NEW.arrived)
      ON CONFLICT (company_id, kind, name) DO UPDATE
        SET rows = s.rows + excluded.rows, newest = greatest(s.newest, excluded.newest);
  END IF;
  IF NEW.departed IS NOT NULL THEN
    DELETE FROM search_names s
      WHERE s.company_id = NEW.company_id AND s.kind = NEW.kind AND s.name = NEW.name AND s.rows <= 0;
    UPDATE search_names s SET newest = CASE s.kind
        WHEN 'party' THEN (SELECT max(p.scheduled_at) FROM parties p
          WHERE p.company_id = s.company_id AND p.guest_name = s.name)
        ELSE (SELECT max(p.starts_at) FROM parking_permits p WHERE p.company_id = s.company_id AND p.guest_name = s.name)
      END
      WHERE s.company_id = NEW.company_id AND s.kind = NEW.kind AND s.name = NEW.name AND NEW.departed >= s.newest;
  END IF;
  DELETE FROM search_name_changes WHERE company_id = NEW.company_id AND id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_name_changes_at_commit AFTER INSERT ON search_name_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_search_name_change();

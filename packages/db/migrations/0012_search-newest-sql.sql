-- hand-written (ADR 151): the names are found by a GIN trigram index with the company and kind beside the name (btree_gin, a trusted extension on PostgreSQL 13+, loaded in PGlite by client.ts), which reads the few names sharing enough of the key's trigrams; the GiST index read nearest first took 5 to 9 ms for 3,500 names, the GIN one under 1 ms.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "search_names_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_names_trgm_gin_idx" ON "search_names" USING gin ("company_id", "kind", "name" gin_trgm_ops);--> statement-breakpoint
-- hand-written: the planner costs word_similarity at one operator, so it reads a company's names through the primary key and scores every one (30 ms for a long key) rather than through the trigram index; at its real cost it takes the index. Only a superuser may change it (as for LEAKPROOF in 0003); elsewhere the search still answers, perhaps from the primary key.
DO $$ BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION word_similarity_op(text, text) COST 100;
    ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  ELSE
    RAISE NOTICE 'word_similarity keeps its cost of 1: the search may read names without their trigram index (ADR 151)';
  END IF;
END $$;--> statement-breakpoint
-- hand-written: the statement triggers now keep each name's newest time too (a party's scheduled_at, a permit's starts_at). Each statement's moves are read once from its transition tables, per table (their time columns differ) and per operation (a DELETE has no new rows): a row's name arriving (+1, with its time) or leaving (-1); an update moves only the rows whose name or time changed, so a change of status writes nothing. Then one upsert in name order, the names no row carries any more deleted, and a name whose newest time left reads its newest again off the (company, name, time) index.
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
  INSERT INTO search_names AS s (company_id, kind, name, rows, newest)
    SELECT m.company_id, row_kind, m.name, sum(m.delta), max(m.at) FILTER (WHERE m.delta > 0)
      FROM unnest(companies, names, deltas, times) m (company_id, name, delta, at) WHERE m.name <> ''
      GROUP BY m.company_id, m.name HAVING sum(m.delta) <> 0 OR bool_or(m.delta > 0)
      ORDER BY m.company_id, m.name
    ON CONFLICT (company_id, kind, name) DO UPDATE
      SET rows = s.rows + excluded.rows, newest = greatest(s.newest, excluded.newest);
  IF NOT (-1 = ANY (deltas)) THEN
    RETURN NULL;
  END IF;
  DELETE FROM search_names s USING unnest(companies, names, deltas) m (company_id, name, delta)
    WHERE m.delta < 0 AND s.company_id = m.company_id AND s.kind = row_kind AND s.name = m.name AND s.rows <= 0;
  IF TG_TABLE_NAME = 'parties' THEN
    UPDATE search_names s SET newest = (SELECT max(p.scheduled_at) FROM parties p
        WHERE p.company_id = s.company_id AND p.guest_name = s.name)
      FROM unnest(companies, names, deltas, times) m (company_id, name, delta, at)
      WHERE m.delta < 0 AND s.company_id = m.company_id AND s.kind = row_kind AND s.name = m.name
        AND m.at >= s.newest;
  ELSE
    UPDATE search_names s SET newest = (SELECT max(p.starts_at) FROM parking_permits p
        WHERE p.company_id = s.company_id AND p.guest_name = s.name)
      FROM unnest(companies, names, deltas, times) m (company_id, name, delta, at)
      WHERE m.delta < 0 AND s.company_id = m.company_id AND s.kind = row_kind AND s.name = m.name
        AND m.at >= s.newest;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written: the newest time of the names already there, read in platform scope (as 0009 filled them).
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
UPDATE search_names s SET newest = p.newest
  FROM (SELECT company_id, guest_name, max(scheduled_at) AS newest FROM parties GROUP BY company_id, guest_name) p
  WHERE s.kind = 'party' AND s.company_id = p.company_id AND s.name = p.guest_name;--> statement-breakpoint
UPDATE search_names s SET newest = p.newest
  FROM (SELECT company_id, guest_name, max(starts_at) AS newest FROM parking_permits GROUP BY company_id, guest_name) p
  WHERE s.kind = 'permit' AND s.company_id = p.company_id AND s.name = p.guest_name;--> statement-breakpoint
SELECT set_config('app.platform', 'off', true);

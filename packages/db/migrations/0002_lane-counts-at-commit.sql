CREATE TABLE "lane_count_changes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" integer NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "lane_count_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "lane_counts" (
	"company_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"parties" integer NOT NULL,
	CONSTRAINT "lane_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "lane_count_changes" ADD CONSTRAINT "lane_count_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_counts" ADD CONSTRAINT "lane_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written (ADR 183): statement triggers on parties write each statement's change of a company's parties per
-- status to lane_count_changes; a deferred trigger applies it to lane_counts at commit, as ADR 179 does for
-- search_names.
--
-- Every trigger that runs at a commit and locks a company's rows (a status's count, a guest name's, the event
-- position) locks the company's event position row first (lock_company_commit): the commits of one company then
-- take their locks in one order, whichever of their changes and events their transactions queued first, and two
-- of them cannot deadlock. A company without a position row yet (no event so far) is given one at position 0, so
-- that its first event still takes 1.
CREATE OR REPLACE FUNCTION lock_company_commit(p_company uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM company_event_positions WHERE company_id = p_company FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO company_event_positions (company_id, position) VALUES (p_company, 0)
      ON CONFLICT (company_id) DO NOTHING;
    PERFORM 1 FROM company_event_positions WHERE company_id = p_company FOR UPDATE;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lane_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lane_count_changes (company_id, status, delta)
      SELECT a.company_id, a.status, count(*) FROM added a GROUP BY 1, 2 ORDER BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lane_count_changes (company_id, status, delta)
      SELECT r.company_id, r.status, -count(*) FROM removed r GROUP BY 1, 2 ORDER BY 1, 2;
  ELSE
    -- Most updates (notes, payments, a driver) leave the status as it was: they change no count.
    INSERT INTO lane_count_changes (company_id, status, delta)
      SELECT m.company_id, m.status, sum(m.delta) FROM (
          SELECT a.company_id, a.status, 1 FROM added a JOIN removed r ON r.id = a.id
            WHERE a.status <> r.status OR a.company_id <> r.company_id
          UNION ALL
          SELECT r.company_id, r.status, -1 FROM removed r JOIN added a ON a.id = r.id
            WHERE a.status <> r.status OR a.company_id <> r.company_id
        ) m (company_id, status, delta)
        GROUP BY 1, 2 HAVING sum(m.delta) <> 0 ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION apply_lane_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.delta <> 0 THEN
    INSERT INTO lane_counts AS c (company_id, status, parties) VALUES (NEW.company_id, NEW.status, NEW.delta)
      ON CONFLICT (company_id, status) DO UPDATE SET parties = c.parties + excluded.parties;
  END IF;
  DELETE FROM lane_count_changes WHERE company_id = NEW.company_id AND id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lane_count_changes_at_commit AFTER INSERT ON lane_count_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_lane_count_change();
--> statement-breakpoint
-- A change waiting for its commit (a status's count here, a guest name's in search_name_changes) first locks its
-- company's commits (above), in a trigger of its own that fires before the change's: the constraint triggers of one
-- row fire in the order of their names.
CREATE OR REPLACE FUNCTION lock_company_commit_first() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_company_commit(NEW.company_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lane_count_changes_a_lock AFTER INSERT ON lane_count_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lock_company_commit_first();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_name_changes_a_lock AFTER INSERT ON search_name_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lock_company_commit_first();
--> statement-breakpoint
CREATE TRIGGER parties_lane_counts_added AFTER INSERT ON parties REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION lane_counts_track();
--> statement-breakpoint
CREATE TRIGGER parties_lane_counts_changed AFTER UPDATE ON parties REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION lane_counts_track();
--> statement-breakpoint
CREATE TRIGGER parties_lane_counts_removed AFTER DELETE ON parties REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION lane_counts_track();
--> statement-breakpoint
-- The parties already there, counted once. Row-level security, where it is already on (a database made before
-- this migration), is forced on its owner too: the count reads in platform scope, for this transaction only.
SELECT set_config('app.platform', 'on', true);
--> statement-breakpoint
INSERT INTO lane_counts (company_id, status, parties)
  SELECT company_id, status, count(*) FROM parties GROUP BY 1, 2;

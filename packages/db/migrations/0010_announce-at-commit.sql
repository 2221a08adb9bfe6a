-- ADR 148: a company's event takes its position inside the commit. The application inserts the event into
-- announced_events; this deferred trigger runs as the transaction commits (after its work, before PostgreSQL
-- queues its NOTIFYs), takes the company's next position, sends the event with it and deletes the row. The
-- position row is then locked only from here to the end of the commit, where PostgreSQL already serialises the
-- commits that notify, instead of from the application's last statement through its round trips to the commit.
CREATE OR REPLACE FUNCTION announce_at_commit() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  next_position bigint;
BEGIN
  INSERT INTO company_event_positions AS p (company_id, position) VALUES (NEW.company_id, 1)
    ON CONFLICT (company_id) DO UPDATE SET position = p.position + 1
    RETURNING p.position INTO next_position;
  PERFORM pg_notify('curbside_events', (NEW.payload::jsonb || jsonb_build_object('position', next_position))::text);
  DELETE FROM announced_events WHERE company_id = NEW.company_id AND id = NEW.id;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER announced_events_at_commit AFTER INSERT ON announced_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_at_commit();

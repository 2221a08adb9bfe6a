-- Hand-written (drizzle-kit generate --custom): the counters of parking_lot_days, kept by the database on every
-- write of parking_permits and on a change of a company's time zone (ADR 34). Space-holding statuses are
-- Active and WillCallRequested; a permit counts on every day of the company's calendar from its start's day to
-- its end's day, the end excluded (ADR 28).
CREATE OR REPLACE FUNCTION parking_lot_days_adjust(
  p_company uuid, p_lot uuid, p_starts timestamptz, p_ends timestamptz, p_delta integer
) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  tz text;
  first_day date;
  last_day date;
BEGIN
  SELECT time_zone INTO tz FROM companies WHERE id = p_company;
  first_day := (p_starts AT TIME ZONE tz)::date;
  last_day := ((p_ends - interval '1 microsecond') AT TIME ZONE tz)::date;
  IF p_delta < 0 THEN
    -- A permit leaving: its days have rows already (an insert of a negative count would fail the check
    -- before ON CONFLICT could turn it into an update).
    UPDATE parking_lot_days SET used = used + p_delta
     WHERE company_id = p_company AND lot_id = p_lot AND day BETWEEN first_day AND last_day;
  ELSE
    INSERT INTO parking_lot_days AS d (company_id, lot_id, day, used)
      SELECT p_company, p_lot, g::date, p_delta FROM generate_series(first_day, last_day, interval '1 day') g
    ON CONFLICT (company_id, lot_id, day) DO UPDATE SET used = d.used + excluded.used;
  END IF;
END
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parking_permits_count_days() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  held boolean := TG_OP <> 'INSERT' AND OLD.status IN ('Active', 'WillCallRequested');
  holds boolean := TG_OP <> 'DELETE' AND NEW.status IN ('Active', 'WillCallRequested');
BEGIN
  -- Most updates (payments, guest details, Active <-> WillCallRequested) change nothing that counts.
  IF held AND holds AND NEW.company_id = OLD.company_id AND NEW.lot_id = OLD.lot_id
     AND NEW.starts_at = OLD.starts_at AND NEW.ends_at = OLD.ends_at THEN
    RETURN NULL;
  END IF;
  IF held THEN
    PERFORM parking_lot_days_adjust(OLD.company_id, OLD.lot_id, OLD.starts_at, OLD.ends_at, -1);
  END IF;
  IF holds THEN
    PERFORM parking_lot_days_adjust(NEW.company_id, NEW.lot_id, NEW.starts_at, NEW.ends_at, 1);
  END IF;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER parking_permits_count_days AFTER INSERT OR UPDATE OR DELETE ON parking_permits
  FOR EACH ROW EXECUTE FUNCTION parking_permits_count_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parking_lot_days_rebuild(p_company uuid) RETURNS void LANGUAGE plpgsql AS $f$
BEGIN
  DELETE FROM parking_lot_days WHERE company_id = p_company;
  INSERT INTO parking_lot_days (company_id, lot_id, day, used)
    SELECT p.company_id, p.lot_id, g::date, count(*)::int
      FROM parking_permits p
      JOIN companies c ON c.id = p.company_id
      CROSS JOIN LATERAL generate_series((p.starts_at AT TIME ZONE c.time_zone)::date,
                                         ((p.ends_at - interval '1 microsecond') AT TIME ZONE c.time_zone)::date,
                                         interval '1 day') g
     WHERE p.company_id = p_company AND p.status IN ('Active', 'WillCallRequested')
     GROUP BY 1, 2, 3;
END
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_rebuild_parking_lot_days() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM parking_lot_days_rebuild(NEW.id);
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER companies_rebuild_parking_lot_days AFTER UPDATE OF time_zone ON companies
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION companies_rebuild_parking_lot_days();
--> statement-breakpoint
-- The permits sold before the counters existed; the platform setting lets row-level security show them all.
SELECT set_config('app.platform', 'on', false);
--> statement-breakpoint
SELECT parking_lot_days_rebuild(id) FROM companies;
--> statement-breakpoint
SELECT set_config('app.platform', '', false);

-- Hand-written (drizzle-kit generate --custom): a car out on an in-and-out permit keeps its space (ADR 143), so
-- the counters of parking_lot_days (ADR 34) count Out beside Active and WillCallRequested. The functions are
-- those of the baseline with the one status added; the counts themselves are unchanged (no permit is Out yet).
CREATE OR REPLACE FUNCTION parking_permits_count_days() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  held boolean := TG_OP <> 'INSERT' AND OLD.status IN ('Active', 'WillCallRequested', 'Out');
  holds boolean := TG_OP <> 'DELETE' AND NEW.status IN ('Active', 'WillCallRequested', 'Out');
BEGIN
  -- Most updates (payments, guest details, Active <-> WillCallRequested <-> Out) change nothing that counts.
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
     WHERE p.company_id = p_company AND p.status IN ('Active', 'WillCallRequested', 'Out')
     GROUP BY 1, 2, 3;
END
$f$;

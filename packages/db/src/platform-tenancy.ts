/**
 * Row-level security of the platform's own tables (ADR 62): rows of no company (the feedback question bank,
 * the packages), kept by the super-admin. Every caller may read them — a company's
 * survey asks bank questions, its package decides what it may call — and only a transaction in platform scope
 * may add, change or delete them, so a company's transaction that tried would be refused by the database
 * whatever the code above it did. A platform table joins by being named here.
 */
export const PLATFORM_TABLES = [
  'feedback_questions',
  'packages',
  'platform_articles',
  'help_texts',
  // The catalogues synced from the code at start-up (screens, rules, vehicles): every screen reads them.
  'menu_items',
  'access_rules',
  'vehicle_makes',
  'vehicle_models',
] as const;

/**
 * The platform's secrets (ADR 116, 118): the super-admins with their password hashes, sealed TOTP secrets and
 * recovery-code hashes, the VAPID private key, hotels' sign-ups waiting for their code, and the platform's own
 * SMS and SMTP credentials. No company's transaction may read or write a row of them: one policy lets platform
 * scope alone in.
 */
export const PLATFORM_ONLY_TABLES = [
  'platform_admins',
  'push_keys',
  'company_signups',
  'platform_messaging_settings',
] as const;

/**
 * Company tables the platform alone writes (the invoices of ADR 103): the company reads its own rows through the
 * tenancy policy, and a restrictive policy per change refuses any transaction not in platform scope.
 */
export const PLATFORM_KEPT_TABLES = ['invoices'] as const;

const PLATFORM = '(SELECT app_is_platform())';

export const PLATFORM_TENANCY_SQL = `
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[${PLATFORM_TABLES.map((name) => `'${name}'`).join(', ')}]
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'platform_read') THEN
      EXECUTE format('CREATE POLICY platform_read ON %I FOR SELECT USING (true)', t);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'platform_write') THEN
      EXECUTE format('CREATE POLICY platform_write ON %I USING (${PLATFORM}) WITH CHECK (${PLATFORM})', t);
    END IF;
  END LOOP;
  FOREACH t IN ARRAY ARRAY[${PLATFORM_ONLY_TABLES.map((name) => `'${name}'`).join(', ')}]
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'platform_only') THEN
      EXECUTE format('CREATE POLICY platform_only ON %I USING (${PLATFORM}) WITH CHECK (${PLATFORM})', t);
    END IF;
  END LOOP;
  FOREACH t IN ARRAY ARRAY[${PLATFORM_KEPT_TABLES.map((name) => `'${name}'`).join(', ')}]
  LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'platform_kept_insert') THEN
      EXECUTE format('CREATE POLICY platform_kept_insert ON %I AS RESTRICTIVE FOR INSERT WITH CHECK (${PLATFORM})', t);
      EXECUTE format('CREATE POLICY platform_kept_update ON %I AS RESTRICTIVE FOR UPDATE USING (${PLATFORM})', t);
      EXECUTE format('CREATE POLICY platform_kept_delete ON %I AS RESTRICTIVE FOR DELETE USING (${PLATFORM})', t);
    END IF;
  END LOOP;
END $$;
`;

import { PLATFORM_TENANCY_SQL } from './platform-tenancy.ts';

/**
 * Row-level security, applied after the migrations on every start (idempotent). Every table with a
 * `company_id` column gets RLS enabled and forced and one policy: a row is visible when it belongs to the
 * company set for the transaction, or when the transaction runs in platform scope. A table added later gets
 * the same wall by having the column; nothing else to remember.
 *
 * The application works as `curbside_app`, a role without BYPASSRLS, switched to per transaction with
 * `set_config('role', ...)`, so RLS applies even when the connection's own user is a superuser (as in PGlite).
 * A policy of an older expression is altered to the current one on start.
 */
export const APP_ROLE = 'curbside_app';

/**
 * The scope is read once per statement, not once per row: a function call wrapped in a sub-select is an
 * InitPlan that PostgreSQL evaluates once and compares every row with (ADR 41). Called bare, the settings
 * were read for each row a query touched, which doubled the cost of counting a busy company's parties.
 */
const PLATFORM = '(SELECT app_is_platform())';
const TENANT_ROW = `${PLATFORM} OR company_id = (SELECT app_company_id())`;
const COMPANY_ROW = `${PLATFORM} OR id = (SELECT app_company_id())`;

export const TENANCY_SQL = `
DO $$ BEGIN
  CREATE ROLE ${APP_ROLE} NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

DO $$ BEGIN
  EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END $$;

GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};

CREATE OR REPLACE FUNCTION app_company_id() RETURNS uuid LANGUAGE sql STABLE AS
  $f$ SELECT nullif(current_setting('app.company_id', true), '')::uuid $f$;
CREATE OR REPLACE FUNCTION app_is_platform() RETURNS boolean LANGUAGE sql STABLE AS
  $f$ SELECT coalesce(current_setting('app.platform', true), '') = 'on' $f$;

DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'tenant_isolation') THEN
      EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (${TENANT_ROW}) WITH CHECK (${TENANT_ROW})', t);
    ELSIF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'tenant_isolation' AND qual LIKE '%SELECT app_is_platform()%') THEN
      EXECUTE format('ALTER POLICY tenant_isolation ON %I USING (${TENANT_ROW}) WITH CHECK (${TENANT_ROW})', t);
    END IF;
  END LOOP;

  -- The tenant root: a company sees its own row.
  ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
  ALTER TABLE companies FORCE ROW LEVEL SECURITY;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'companies' AND policyname = 'tenant_isolation') THEN
    CREATE POLICY tenant_isolation ON companies USING (${COMPANY_ROW}) WITH CHECK (${PLATFORM});
  ELSIF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'companies' AND policyname = 'tenant_isolation' AND qual LIKE '%SELECT app_is_platform()%') THEN
    ALTER POLICY tenant_isolation ON companies USING (${COMPANY_ROW}) WITH CHECK (${PLATFORM});
  END IF;
END $$;
${PLATFORM_TENANCY_SQL}`;

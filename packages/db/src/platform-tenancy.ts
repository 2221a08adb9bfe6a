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

/** A loop of the DO block: the statements, for each table of the list (`t` in them). */
const forEachTable = (
  tables: readonly string[],
  statements: readonly string[],
) => `  FOREACH t IN ARRAY ARRAY[${tables.map((name) => `'${name}'`).join(', ')}]
  LOOP
${statements.join('\n')}
  END LOOP;`;

/** Row-level security switched on for `t`, and forced: the table's owner obeys it too. */
const SECURED = `    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);`;

/** The policy statements (`%I` is `t`), run when `t` has no policy of that name yet: the SQL runs at every start. */
const unlessPolicy = (name: string, ...statements: string[]) =>
  `    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = '${name}') THEN
${statements.map((statement) => `      EXECUTE format('${statement}', t);`).join('\n')}
    END IF;`;

export const PLATFORM_TENANCY_SQL = `
DO $$
DECLARE
  t text;
BEGIN
${forEachTable(PLATFORM_TABLES, [
  SECURED,
  unlessPolicy('platform_read', 'CREATE POLICY platform_read ON %I FOR SELECT USING (true)'),
  unlessPolicy(
    'platform_write',
    `CREATE POLICY platform_write ON %I USING (${PLATFORM}) WITH CHECK (${PLATFORM})`,
  ),
])}
${forEachTable(PLATFORM_ONLY_TABLES, [
  SECURED,
  unlessPolicy(
    'platform_only',
    `CREATE POLICY platform_only ON %I USING (${PLATFORM}) WITH CHECK (${PLATFORM})`,
  ),
])}
${forEachTable(PLATFORM_KEPT_TABLES, [
  unlessPolicy(
    'platform_kept_insert',
    `CREATE POLICY platform_kept_insert ON %I AS RESTRICTIVE FOR INSERT WITH CHECK (${PLATFORM})`,
    `CREATE POLICY platform_kept_update ON %I AS RESTRICTIVE FOR UPDATE USING (${PLATFORM})`,
    `CREATE POLICY platform_kept_delete ON %I AS RESTRICTIVE FOR DELETE USING (${PLATFORM})`,
  ),
])}
END $$;
`;

import type { companyArticles, helpTexts, platformArticles, WelcomeArticle } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { ownColumns, type TableStoreOptions } from '../../resources/table-store.ts';

const ca = schema.companyArticles;
const pa = schema.platformArticles;
const help = schema.helpTexts;

type ArticleTable = typeof ca | typeof pa;

/** An article's columns as the contract's item names them, its days as `YYYY-MM-DD`. */
const articleColumns = (t: ArticleTable) => ({
  ...ownColumns(t, 'id', 'title', 'body', 'audience', 'active'),
  publishFrom: sql<string>`${t.publishFrom}::text`,
  publishUntil: sql<string | null>`${t.publishUntil}::text`,
});

type ArticleInput = {
  title: { en: string; ar: string };
  body: { en: string; ar: string };
  publishFrom: string;
  publishUntil: string | null;
  audience: readonly string[];
  active: boolean;
};

/** What both article tables share in their store: columns, search, sort, the status filter, the values. */
const articleParts = (t: ArticleTable) => ({
  columns: articleColumns(t),
  search: [sql`${t.title}->>'en'`, sql`${t.title}->>'ar'`],
  sort: { publishFrom: [t.publishFrom, sql`${t.title}->>'en'`], title: sql`${t.title}->>'en'` },
  filter: (query: { status?: 'active' | 'inactive' }) => [
    query.status ? eq(t.active, query.status === 'active') : undefined,
  ],
  values: (input: ArticleInput) => ({
    title: input.title,
    body: input.body,
    publishFrom: input.publishFrom,
    publishUntil: input.publishUntil,
    audience: [...new Set(input.audience)],
    active: input.active,
  }),
});

export const companyArticleStore: Omit<
  TableStoreOptions<typeof companyArticles, typeof ca>,
  'table'
> = articleParts(ca);
export const platformArticleStore: Omit<
  TableStoreOptions<typeof platformArticles, typeof pa>,
  'table'
> = articleParts(pa);

const helpColumns = ownColumns(help, 'id', 'screenName', 'title', 'body');

export const helpTextStore: Omit<TableStoreOptions<typeof helpTexts, typeof help>, 'table'> = {
  columns: helpColumns,
  search: [help.screenName, sql`${help.title}->>'en'`, sql`${help.title}->>'ar'`],
  sort: { screenName: help.screenName },
  values: ({ screenName, title, body }) => ({ screenName, title, body }),
};

/** The help of one screen, or undefined. Help texts are platform rows every scope may read. */
export async function helpTextOf(tx: Tx, screenName: string) {
  const [row] = await tx
    .select(helpColumns)
    .from(help)
    .where(sql`lower(${help.screenName}) = lower(${screenName})`);
  return row;
}

/** Whether an article is shown on `day` to a person of `roleCode`: active, in its days, for everybody or that role. */
const shownOn = (t: ArticleTable, day: string, roleCode: string): SQL | undefined =>
  and(
    eq(t.active, true),
    lte(t.publishFrom, day),
    or(isNull(t.publishUntil), gte(t.publishUntil, day)),
    sql`(cardinality(${t.audience}) = 0 or ${roleCode} = any(${t.audience}))`,
  );

const welcomeColumns = (t: ArticleTable) => ({
  id: t.id,
  title: t.title,
  body: t.body,
  publishFrom: sql<string>`${t.publishFrom}::text`,
});

/** The day's articles for a role: the company's own first on a tie of day, then the platform's, newest first. */
export async function articlesOfDay(
  tx: Tx,
  companyId: string,
  day: string,
  roleCode: string,
): Promise<WelcomeArticle[]> {
  const own = await tx
    .select(welcomeColumns(ca))
    .from(ca)
    .where(and(eq(ca.companyId, companyId), shownOn(ca, day, roleCode)))
    .orderBy(desc(ca.publishFrom), ca.id)
    .limit(50);
  const platform = await tx
    .select(welcomeColumns(pa))
    .from(pa)
    .where(shownOn(pa, day, roleCode))
    .orderBy(desc(pa.publishFrom), pa.id)
    .limit(50);
  return [
    ...own.map((row) => ({ ...row, source: 'company' as const })),
    ...platform.map((row) => ({ ...row, source: 'platform' as const })),
  ].sort((a, b) => b.publishFrom.localeCompare(a.publishFrom));
}

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, localizedColumn, primaryId, timestamps } from './columns.ts';
import { companyTable } from './company-row.ts';

/** What every article is, a company's or the platform's: its words in both languages, its days and readers. */
const articleColumns = () => ({
  title: localizedColumn('title'),
  body: localizedColumn('body'),
  /** Shown from `publish_from` through `publish_until` (no end: until switched off). */
  publishFrom: date('publish_from').notNull(),
  publishUntil: date('publish_until'),
  /** The role codes the article is for; none means everybody in the company. */
  audience: text('audience').array().notNull().default(sql`'{}'::text[]`),
  active: activeFlag(),
  ...timestamps(),
});

const daysInOrder = (name: string, t: { publishFrom: AnyPgColumn; publishUntil: AnyPgColumn }) =>
  check(name, sql`${t.publishUntil} is null or ${t.publishUntil} >= ${t.publishFrom}`);

/**
 * A company's news for its staff (`/Settings/PostArticle`): a title and a Markdown body in both languages, the
 * days it shows on `/Welcome` and the roles it is for.
 */
export const companyArticles = companyTable(
  'company_articles',
  {
    ...articleColumns(),
  },
  (t) => [
    daysInOrder('company_articles_days_in_order', t),
    index('company_articles_company_from_idx').on(t.companyId, t.publishFrom),
  ],
);

/**
 * The platform's articles (`/SuperAdmin/PostArticle`): no company, every company's `/Welcome` shows them to the
 * seeded roles they name (a platform table, ADR 62).
 */
export const platformArticles = pgTable(
  'platform_articles',
  {
    id: primaryId().primaryKey(),
    ...articleColumns(),
  },
  (t) => [
    daysInOrder('platform_articles_days_in_order', t),
    index('platform_articles_from_idx').on(t.publishFrom),
  ],
);

/**
 * The help of one console screen, by its menu code, in both languages (Markdown): kept by the super-admin,
 * shown behind the "?" of the screen's header (a platform table, ADR 62).
 */
export const helpTexts = pgTable(
  'help_texts',
  {
    id: primaryId().primaryKey(),
    screenName: text('screen_name').notNull(),
    title: localizedColumn('title'),
    body: localizedColumn('body'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('help_texts_screen_name_key').on(sql`lower(${t.screenName})`)],
);

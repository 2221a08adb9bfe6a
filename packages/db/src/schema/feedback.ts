import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, timestamps } from './columns.ts';
import { companies } from './platform.ts';

/**
 * A company's feedback settings: one row per company, added by its first update (until then it reads the
 * defaults of the contract's definition, the one place they are kept). The `company_id` column puts it behind the tenant wall (tenancy.ts).
 */
export const feedbackSettings = pgTable(
  'feedback_settings',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id),
    surveyEnabled: boolean('survey_enabled').notNull(),
    ratingScale: text('rating_scale', { enum: ['stars', 'zeroToTen'] }).notNull(),
    alertThreshold: integer('alert_threshold').notNull(),
    reviewSiteUrl: text('review_site_url'),
    ...timestamps(),
  },
  (t) => [
    check(
      'feedback_settings_threshold_in_scale',
      sql`${t.alertThreshold} between (case when ${t.ratingScale} = 'stars' then 1 else 0 end) and (case when ${t.ratingScale} = 'stars' then 5 else 10 end)`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activeStatus, createdAt, primaryId, timestamps } from './columns.ts';
import { companyKeyedTable, companySettingsTable, companyTable, sameCompanyRef } from './company-row.ts';
import { parties } from './dispatch.ts';

/** The scale scores are given on: 1 to 5 stars, or 0 to 10. */
const ratingScale = () => text('rating_scale', { enum: ['stars', 'zeroToTen'] }).notNull();

/** A check that a score (or a threshold) lies on its rating scale. */
const onScale = (score: AnyPgColumn, scale: AnyPgColumn) =>
  sql`${score} between (case when ${scale} = 'stars' then 1 else 0 end) and (case when ${scale} = 'stars' then 5 else 10 end)`;

/**
 * A company's feedback settings: one row per company, added by its first update (until then it reads the
 * defaults of the contract's definition, the one place they are kept). The `company_id` column puts it behind the tenant wall (tenancy.ts).
 */
export const feedbackSettings = companySettingsTable(
  'feedback_settings',
  {
    surveyEnabled: boolean('survey_enabled').notNull(),
    ratingScale: ratingScale(),
    alertThreshold: integer('alert_threshold').notNull(),
    reviewSiteUrl: text('review_site_url'),
  },
  (t) => [check('feedback_settings_threshold_in_scale', onScale(t.alertThreshold, t.ratingScale))],
);

/** How a bank question is answered: on the company's rating scale, yes or no, or in words. */
export const FEEDBACK_ANSWER_TYPES = ['rating', 'yesNo', 'text'] as const;

/**
 * The platform's question bank, kept by the super-admin; no company column, since every company reads the same
 * questions and chooses which to ask (`company_feedback_questions`). Worded in both languages the guest may read.
 */
export const feedbackQuestions = pgTable(
  'feedback_questions',
  {
    id: primaryId().primaryKey(),
    text: text('text').notNull(),
    textAr: text('text_ar').notNull(),
    answerType: text('answer_type', { enum: FEEDBACK_ANSWER_TYPES }).notNull(),
    status: activeStatus(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('feedback_questions_text_key').on(sql`lower(${t.text})`)],
);

/** The bank questions a company asks after its rides, in the order it chose them. */
export const companyFeedbackQuestions = companyKeyedTable(
  'company_feedback_questions',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => feedbackQuestions.id),
    createdAt: createdAt(),
  },
  (t) => [t.questionId],
);

/**
 * A company's own questions, worded by its administrators in both languages beside the bank questions it chose;
 * its survey asks the active ones after the chosen bank questions. A company row, so the tenant wall applies.
 */
export const ownFeedbackQuestions = companyTable(
  'own_feedback_questions',
  {
    text: text('text').notNull(),
    textAr: text('text_ar').notNull(),
    answerType: text('answer_type', { enum: FEEDBACK_ANSWER_TYPES }).notNull(),
    status: activeStatus(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('own_feedback_questions_company_text_key').on(t.companyId, sql`lower(${t.text})`)],
);

/**
 * A guest's answer to the survey of one ride. One per party (the unique key decides, so two submissions at once
 * cannot both count); the score is kept with the scale it was given on, since the company may change scales.
 */
export const feedbackResponses = companyTable(
  'feedback_responses',
  {
    partyId: uuid('party_id').notNull(),
    ratingScale: ratingScale(),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    /** The extra questions' answers as given: `[{ questionId, answer }]`. */
    answers: jsonb('answers').$type<{ questionId: string; answer: string }[]>().notNull().default([]),
    /** Whether the score was at or below the company's alert threshold when given (the desk was alerted). */
    lowScore: boolean('low_score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_responses_party_key').on(t.companyId, t.partyId),
    index('feedback_responses_company_created_idx').on(t.companyId, t.createdAt),
    sameCompanyRef(t, t.partyId, parties),
    check('feedback_responses_score_in_scale', onScale(t.score, t.ratingScale)),
  ],
);

import { z } from 'zod';
import { activeFilter, id, isoDate, optionalCompany, paged, pagedSearch, timestamp } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { reportFilter } from './report.ts';
import { collection } from './resource.ts';
import { settings } from './settings.ts';

/** How a respondent rates a ride: one to five stars, or a score from 0 to 10. */
export const ratingScale = z.enum(['stars', 'zeroToTen']);
export type RatingScale = z.infer<typeof ratingScale>;
/** The highest score of each scale; the lowest is 1 star or 0. */
export const RATING_SCALE_TOP: Record<RatingScale, number> = { stars: 5, zeroToTen: 10 };
export const RATING_SCALE_BOTTOM: Record<RatingScale, number> = { stars: 1, zeroToTen: 0 };

export const feedbackSettingsEntry = z.object({
  /** Whether guests are asked for feedback at all (the survey link goes out after a drop-off). */
  surveyEnabled: z.boolean(),
  ratingScale,
  /** A score at or below this alerts the desk. */
  alertThreshold: z.number().int(),
  /** A review site every respondent is invited to, whatever their score (no gating); null shows none. */
  reviewSiteUrl: z.string().nullable(),
});
export type FeedbackSettings = z.infer<typeof feedbackSettingsEntry>;

/** One row per company: the guest survey's scale, its low-score alert and its review-site invitation. */
export const feedbackSettings = settings({
  noun: 'feedback_settings',
  tag: 'feedbackSettings',
  item: feedbackSettingsEntry,
  input: {
    surveyEnabled: z.boolean(),
    ratingScale,
    alertThreshold: z.number().int().min(0).max(10),
    reviewSiteUrl: z
      .url({ protocol: /^https?$/ })
      .trim()
      .max(500)
      .nullable(),
  },
  check: (input, ctx) => {
    const bottom = RATING_SCALE_BOTTOM[input.ratingScale];
    const top = RATING_SCALE_TOP[input.ratingScale];
    if (input.alertThreshold < bottom || input.alertThreshold > top) {
      ctx.addIssue({
        code: 'custom',
        path: ['alertThreshold'],
        message: 'withinRatingScale',
      });
    }
  },
  defaults: { surveyEnabled: true, ratingScale: 'stars', alertThreshold: 2, reviewSiteUrl: null },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'Feedback/GetFeedBackSettings',
    method: 'GET',
    summary:
      "The company's feedback settings: survey on or off, rating scale, low-score alert threshold and review-site invitation; the defaults until the company saves them.",
  },
  update: {
    path: 'Feedback/UpdateFeedbackSetting',
    summary: "Replaces the company's feedback settings (every field sent).",
  },
});

/** How a bank question is answered: on the company's rating scale, yes or no, or in words. */
export const feedbackAnswerType = z.enum(['rating', 'yesNo', 'text']);

/** A question of the platform's bank, and whether the caller's company asks it (always false for the super-admin). */
export const feedbackQuestion = z.object({
  id,
  text: z.string(),
  textAr: z.string(),
  answerType: feedbackAnswerType,
  active: z.boolean(),
  associated: z.boolean(),
});
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;

/** At most this many extra questions per company: a survey a guest finishes on a phone at the kerb. */
export const MAX_ASSOCIATED_QUESTIONS = 10;

const questionText = z.string().trim().min(1, 'required').max(300);

/** What a save of a question sends, in the platform's bank or among a company's own: the same fields. */
const questionFields = {
  id: id.optional(),
  text: questionText,
  textAr: questionText,
  answerType: feedbackAnswerType,
  active: z.boolean().default(true),
};

/** One extra question's answer: a score, `yes`/`no`, or words. */
export const feedbackAnswer = z.object({ questionId: id, answer: z.string().trim().max(1000) });

/** The guest link's key (party), 256 random bits in base64url. */
const surveyKey = z.string().trim().min(20).max(100);

/** What the survey page needs, by the link's key alone: nothing staff-only. */
export const feedbackSurvey = z.object({
  companyName: z.string(),
  guestName: z.string(),
  fromLocationName: z.string(),
  toLocationName: z.string(),
  /** False while the ride is not finished or when the company asks for no feedback. */
  open: z.boolean(),
  /** True once this ride's survey was answered: one survey per stay. */
  answered: z.boolean(),
  ratingScale,
  reviewSiteUrl: z.string().nullable(),
  questions: z.array(feedbackQuestion.pick({ id: true, text: true, textAr: true, answerType: true })),
});

/** A response beside the facts of its ride. */
export const feedbackResponse = z.object({
  id,
  createdAt: timestamp,
  partyNumber: z.number().int(),
  guestName: z.string(),
  fromLocationName: z.string(),
  toLocationName: z.string(),
  driverName: z.string().nullable(),
  quotedWaitMinutes: z.number().int().nullable(),
  /** From the requested time to the pick-up; null when the party has no pick-up time. */
  actualWaitMinutes: z.number().int().nullable(),
  ratingScale,
  score: z.number().int(),
  lowScore: z.boolean(),
  comment: z.string(),
  answers: z.array(feedbackAnswer.extend({ text: z.string() })),
});
export type FeedbackResponse = z.infer<typeof feedbackResponse>;

/** Figures over the period: CSAT (share of satisfied), NPS (promoters minus detractors) and the scores by day. */
export const feedbackFigures = z.object({
  responses: z.number().int(),
  /** Percent of responses rating 4–5 stars or 8–10; null without responses. */
  csat: z.number().nullable(),
  /** Percent promoters (9–10) minus percent detractors (0–6), of responses on the 0–10 scale only. */
  nps: z.number().nullable(),
  lowScores: z.number().int(),
  days: z.array(
    z.object({
      day: isoDate,
      responses: z.number().int(),
      csat: z.number().nullable(),
      lowScores: z.number().int(),
    }),
  ),
});

/** A bank question as the super-admin keeps it: both wordings, the answer type, whether companies may ask it. */
export const bankQuestion = feedbackQuestion.omit({ associated: true });

/**
 * The platform's question bank, a platform resource (ADR 62): rows of no company, listed, saved and deleted by
 * the super-admin alone. Companies read the active questions through `Feedback/GetFeedbackQuestions`.
 */
export const feedbackQuestionBank = collection({
  noun: 'feedback_question',
  tag: 'feedbackQuestions',
  item: bankQuestion,
  input: z.object(questionFields).strict(),
  read: 'platform',
  write: 'platform',
  list: {
    path: 'Feedback/GetFeedbackQuestionBank',
    method: 'POST',
    summary: "The platform's whole question bank, active or not; paged, searchable in both wordings.",
    sort: ['text', 'answerType', 'active'],
    filters: activeFilter,
  },
  save: {
    path: 'Feedback/AddOrEditFeedbackQuestion',
    summary: "Adds a question to the platform's bank, or edits the one with this id; super-admin only.",
  },
  remove: {
    path: 'Feedback/DeleteFeedbackQuestion',
    summary:
      'Deletes a bank question no company asks or was answered (409 IN_USE otherwise); super-admin only.',
  },
});

/** A question the company wrote itself: both wordings, the answer type, whether its survey asks it. */
export const ownFeedbackQuestion = bankQuestion;
export type OwnFeedbackQuestion = z.infer<typeof ownFeedbackQuestion>;

/**
 * The company's own questions (ADR 138): written, edited, switched off and deleted by its administrators, asked
 * by its survey beside the bank questions it chose; together at most MAX_ASSOCIATED_QUESTIONS extra questions.
 */
export const ownFeedbackQuestions = collection({
  noun: 'own_feedback_question',
  tag: 'ownFeedbackQuestions',
  item: ownFeedbackQuestion,
  input: z.object({ ...optionalCompany, ...questionFields }).strict(),
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Feedback/GetCompanyFeedbackQuestions',
    method: 'POST',
    summary:
      "The company's own survey questions, active or not; paged, searchable in both wordings. The bank's are read by GetFeedbackQuestions.",
    sort: ['text', 'answerType', 'active'],
    filters: activeFilter,
  },
  save: {
    path: 'Feedback/AddOrEditCompanyFeedbackQuestion',
    summary: `Adds a question of the company's own to its survey, or edits (or switches off) the one with this id; an active question counts toward the ${MAX_ASSOCIATED_QUESTIONS} extra questions a survey asks.`,
  },
  remove: {
    path: 'Feedback/DeleteCompanyFeedbackQuestion',
    summary:
      "Deletes one of the company's own questions no guest has answered (409 IN_USE otherwise: switch it off instead).",
  },
});

export const feedback = {
  ...feedbackSettings.entries,
  ...feedbackQuestionBank.entries,
  ...ownFeedbackQuestions.entries,
  getFeedbackQuestions: endpoint({
    method: 'POST',
    path: 'Feedback/GetFeedbackQuestions',
    reads: ['feedbackQuestions'],
    summary:
      "The platform's active bank questions (BANK) or the ones the company asks (ASSOCIATED), each with whether the company asks it; paged, searchable. The super-admin keeps the bank through GetFeedbackQuestionBank.",
    permission: 'company',
    query: z.object({ commandType: z.enum(['BANK', 'ASSOCIATED']).default('BANK') }),
    body: z.object(pagedSearch),
    response: paged(feedbackQuestion),
  }),
  associateOrDeAssociateQuestion: endpoint({
    method: 'POST',
    path: 'Feedback/AssociateOrDeAssociateQuestion',
    writes: ['feedbackQuestions'],
    summary: `Asks (associated: true) or stops asking a bank question in the company's survey; at most ${MAX_ASSOCIATED_QUESTIONS}.`,
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({ ...optionalCompany, questionId: id, associated: z.boolean() }),
    response: feedbackQuestion,
  }),
  getFeedbackSurvey: endpoint({
    method: 'POST',
    path: 'Feedback/GetFeedbackSurvey',
    reads: ['feedbackSettings', 'feedbackQuestions', 'ownFeedbackQuestions', 'feedbackResponses'],
    summary: "The survey of a guest's ride, by the private key of their link (no sign-in); changes nothing.",
    permission: 'guest:party',
    query: noQuery,
    body: z.object({ key: surveyKey }),
    response: feedbackSurvey,
  }),
  saveFeedBackResponse: endpoint({
    method: 'POST',
    path: 'Feedback/SaveFeedBackResponse',
    writes: ['feedbackResponses'],
    summary:
      "The guest's answer to the survey of their finished ride, by the link's key alone; one per ride (a second is 409). A score at or below the company's threshold alerts the desk.",
    permission: 'guest:party',
    query: noQuery,
    body: z
      .object({
        key: surveyKey,
        score: z.number().int().min(0).max(10),
        comment: z.string().trim().max(2000).default(''),
        answers: z.array(feedbackAnswer).max(MAX_ASSOCIATED_QUESTIONS).default([]),
      })
      .strict(),
    response: z.object({ saved: z.literal(true), reviewSiteUrl: z.string().nullable() }),
  }),
  getFeedbackResponses: endpoint({
    method: 'POST',
    path: 'Feedback/GetFeedbackResponses',
    reads: ['feedbackResponses', 'ownFeedbackQuestions', 'parties'],
    summary:
      "Guests' responses between two days of the company's calendar, newest first, beside their ride's facts, with CSAT, NPS and the figures by day.",
    permission: 'screen:TransactionManagement/FeedbackList',
    query: noQuery,
    // Searched by a guest's name or words of their comment.
    body: reportFilter({ lowOnly: z.boolean().default(false) }),
    response: paged(feedbackResponse).extend({ figures: feedbackFigures }),
  }),
};

import { z } from 'zod';
import { settings } from './settings.ts';

/** How a respondent rates a ride: one to five stars, or a score from 0 to 10. */
export const ratingScale = z.enum(['stars', 'zeroToTen']);
export type RatingScale = z.infer<typeof ratingScale>;
/** The highest score of each scale; the lowest is 1 star or 0. */
export const RATING_SCALE_TOP: Record<RatingScale, number> = { stars: 5, zeroToTen: 10 };
const RATING_SCALE_BOTTOM: Record<RatingScale, number> = { stars: 1, zeroToTen: 0 };

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

export const feedback = { ...feedbackSettings.entries };

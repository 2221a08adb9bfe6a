import { contract, feedbackSettings } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { settingsCases } from '../../testing/settings-cases.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();

describe('feedback settings', () => {
  settingsCases(t, {
    definition: feedbackSettings,
    sample: (n) => ({
      surveyEnabled: n % 2 === 0,
      ratingScale: n % 2 === 0 ? ('stars' as const) : ('zeroToTen' as const),
      alertThreshold: n % 2 === 0 ? 1 + (n % 5) : n % 11,
      reviewSiteUrl: `https://reviews.example/hotel-${n}`,
    }),
    invalid: {
      body: { surveyEnabled: true, ratingScale: 'stars', alertThreshold: 2, reviewSiteUrl: 'not a url' },
      path: 'body.reviewSiteUrl',
    },
    reader: hv.dispatcher,
  });

  it('keeps the alert threshold within the rating scale', async () => {
    const admin = await t.server.signIn(hv.admin);
    const update = (ratingScale: 'stars' | 'zeroToTen', alertThreshold: number) =>
      admin.call(contract.feedback.updateFeedbackSetting, {
        body: { surveyEnabled: true, ratingScale, alertThreshold, reviewSiteUrl: null },
      });
    const tooHigh = await update('stars', 6);
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.problem.errors).toEqual([
      expect.objectContaining({ path: 'body.alertThreshold', code: 'withinRatingScale' }),
    ]);
    expect((await update('stars', 0)).status).toBe(400);
    expect((await update('zeroToTen', 0)).status).toBe(200);
    expect((await update('zeroToTen', 10)).status).toBe(200);
  });

  it('shows no review site when none is given', async () => {
    const admin = await t.server.signIn(hv.admin);
    const saved = await admin.call(contract.feedback.updateFeedbackSetting, {
      body: { surveyEnabled: false, ratingScale: 'stars', alertThreshold: 3, reviewSiteUrl: null },
    });
    expect(saved.data).toEqual({
      surveyEnabled: false,
      ratingScale: 'stars',
      alertThreshold: 3,
      reviewSiteUrl: null,
    });
  });
});

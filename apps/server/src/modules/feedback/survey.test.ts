import { contract, feedbackQuestionBank } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer, fieldPaths } from '../../testing/demo-server.ts';
import { insertParty } from '../../testing/parties.ts';
import { todayIn } from '../pricing/coupons.ts';

const t = demoServer();
const f = contract.feedback;

const finished = (values: Partial<Parameters<typeof insertParty>[2]> = {}) =>
  insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
    status: PARTY_STATUS.DroppedOff,
    pickedUpAt: new Date(Date.now() - 20 * 60_000),
    droppedOffAt: new Date(),
    endedAt: new Date(),
    quotedWaitMinutes: 10,
    ...values,
  });

let questionNumber = 0;
const addQuestion = async (answerType: 'rating' | 'yesNo' | 'text' = 'yesNo') => {
  questionNumber += 1;
  const added = await t.platform.call(f.addOrEditFeedbackQuestion, {
    body: {
      text: `Was the car clean? ${questionNumber}`,
      textAr: `هل كانت السيارة نظيفة؟ ${questionNumber}`,
      answerType,
    },
  });
  expect(added.status).toBe(200);
  return added.data;
};

/** Today in Harbor View's time zone (the demo seed's), the day its reports group by: not UTC's. */
const today = () => todayIn('America/New_York');
const responsesOf = async (body: { lowOnly?: boolean } = {}) =>
  t.dispatcher.call(f.getFeedbackResponses, {
    body: { fromDate: '2020-01-01', toDate: '2199-12-31', ...body },
  });

describe('the question bank', () => {
  // A platform resource: the standard cases, kept by the super-admin, refused to every company user.
  collectionCases(t, {
    resource: feedbackQuestionBank,
    sample: (n) => ({
      text: `Was the driver on time? ${n}`,
      textAr: `هل وصل السائق في الوقت؟ ${n}`,
      answerType: 'yesNo' as const,
    }),
    invalid: { body: { text: ' ', textAr: 'x', answerType: 'yesNo' }, path: 'body.text' },
    unique: 'text',
    use: async (_platform, row) => {
      const chosen = await t.admin.call(f.associateOrDeAssociateQuestion, {
        body: { questionId: row.id, associated: true },
      });
      expect(chosen.status).toBe(200);
    },
  });

  it("is written only in platform scope: row-level security refuses a company's transaction", async () => {
    const question = await addQuestion();
    const company = { kind: 'company', companyId: t.server.ids.harborView.companyId } as const;
    const q = schema.feedbackQuestions;
    // A company reads the bank (its survey asks from it) but cannot add, change or delete a question.
    const seen = await inScope(t.server.deps.db, company, (tx) =>
      tx.select({ id: q.id }).from(q).where(eq(q.id, question.id)),
    );
    expect(seen).toHaveLength(1);
    await expect(
      inScope(t.server.deps.db, company, (tx) =>
        tx.insert(q).values({ text: 'Forged', textAr: 'مزور', answerType: 'text' }),
      ),
    ).rejects.toThrow();
    const changed = await inScope(t.server.deps.db, company, (tx) =>
      tx.update(q).set({ text: 'Changed' }).where(eq(q.id, question.id)).returning({ id: q.id }),
    );
    expect(changed).toHaveLength(0);
  });

  it('is associated per company: another company does not ask what this one chose', async () => {
    const question = await addQuestion();
    const chosen = await t.admin.call(f.associateOrDeAssociateQuestion, {
      body: { questionId: question.id, associated: true },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.data.associated).toBe(true);
    const asked = await t.admin.call(f.getFeedbackQuestions, {
      query: { commandType: 'ASSOCIATED' },
      body: {},
    });
    expect(asked.data.items.map((q) => q.id)).toContain(question.id);
    const lakeside = await t.lakeside.call(f.getFeedbackQuestions, {
      query: { commandType: 'ASSOCIATED' },
      body: {},
    });
    expect(lakeside.data.items.map((q) => q.id)).not.toContain(question.id);
    const bank = await t.lakeside.call(f.getFeedbackQuestions, {
      query: { commandType: 'BANK' },
      body: { search: question.text },
    });
    expect(bank.data.items).toEqual([expect.objectContaining({ id: question.id, associated: false })]);
    // A dispatcher may read the bank but not choose for the company; the company id in a body is the caller's.
    const byDispatcher = await t.dispatcher.call(f.associateOrDeAssociateQuestion, {
      body: { questionId: question.id, associated: false },
    });
    expect(byDispatcher.status).toBe(403);
    const foreign = await t.admin.call(f.associateOrDeAssociateQuestion, {
      body: { companyId: t.server.ids.lakeside.companyId, questionId: question.id, associated: true },
    });
    expect(foreign.status).toBe(403);
    const dropped = await t.admin.call(f.associateOrDeAssociateQuestion, {
      body: { questionId: question.id, associated: false },
    });
    expect(dropped.data.associated).toBe(false);
  });

  it('refuses an unknown question, and an inactive one cannot be chosen', async () => {
    const unknown = await t.admin.call(f.associateOrDeAssociateQuestion, {
      body: { questionId: '00000000-0000-4000-8000-000000000001', associated: true },
    });
    expect(unknown.status).toBe(404);
    const question = await addQuestion();
    await t.platform.call(f.addOrEditFeedbackQuestion, { body: { ...question, active: false } });
    const inactive = await t.admin.call(f.associateOrDeAssociateQuestion, {
      body: { questionId: question.id, associated: true },
    });
    expect(inactive.status).toBe(404);
  });
});

describe('the guest survey', () => {
  it('opens after drop-off only, by the key; the answer is kept once and a second is 409', async () => {
    const open = await insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
      status: PARTY_STATUS.Dispatched,
    });
    const guest = t.server.anonymous();
    const early = await guest.call(f.getFeedbackSurvey, { body: { key: open.guestKey } });
    expect(early.data).toMatchObject({ open: false, answered: false, ratingScale: 'stars' });
    const tooEarly = await guest.call(f.saveFeedBackResponse, { body: { key: open.guestKey, score: 5 } });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.problem.code).toBe('FEEDBACK_NOT_OPEN');

    const party = await finished();
    const survey = await guest.call(f.getFeedbackSurvey, { body: { key: party.guestKey } });
    expect(survey.data).toMatchObject({ open: true, answered: false, guestName: 'Test Guest' });
    expect(survey.response.body).not.toContain(party.id);
    const outOfScale = await guest.call(f.saveFeedBackResponse, { body: { key: party.guestKey, score: 0 } });
    expect(outOfScale.status).toBe(400);
    expect(fieldPaths(outOfScale)).toEqual(['body.score']);

    const saved = await guest.call(f.saveFeedBackResponse, {
      body: { key: party.guestKey, score: 5, comment: 'Lovely driver' },
    });
    expect(saved.status).toBe(200);
    const again = await guest.call(f.saveFeedBackResponse, { body: { key: party.guestKey, score: 1 } });
    expect(again.status).toBe(409);
    expect(again.problem.code).toBe('FEEDBACK_ALREADY_GIVEN');
    expect((await guest.call(f.getFeedbackSurvey, { body: { key: party.guestKey } })).data.answered).toBe(
      true,
    );
    const stored = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.feedbackResponses).where(eq(schema.feedbackResponses.partyId, party.id)),
    );
    expect(stored).toEqual([
      expect.objectContaining({ score: 5, comment: 'Lovely driver', lowScore: false }),
    ]);
  });

  it('keeps one answer when two arrive at once', async () => {
    const party = await finished();
    const guest = t.server.anonymous();
    const results = await Promise.all(
      [4, 2].map((score) => guest.call(f.saveFeedBackResponse, { body: { key: party.guestKey, score } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers an unknown key as the guest link does, and takes only answers to the questions asked', async () => {
    const guest = t.server.anonymous();
    const unknown = await guest.call(f.saveFeedBackResponse, { body: { key: 'z'.repeat(43), score: 3 } });
    expect(unknown.status).toBe(404);
    const question = await addQuestion('yesNo');
    const party = await finished();
    const notAsked = await guest.call(f.saveFeedBackResponse, {
      body: { key: party.guestKey, score: 4, answers: [{ questionId: question.id, answer: 'yes' }] },
    });
    expect(notAsked.status).toBe(400);
    expect(fieldPaths(notAsked)).toEqual(['body.answers.0.answer']);
    await t.admin.call(f.associateOrDeAssociateQuestion, {
      body: { questionId: question.id, associated: true },
    });
    const wrongForm = await guest.call(f.saveFeedBackResponse, {
      body: { key: party.guestKey, score: 4, answers: [{ questionId: question.id, answer: 'maybe' }] },
    });
    expect(wrongForm.status).toBe(400);
    const survey = await guest.call(f.getFeedbackSurvey, { body: { key: party.guestKey } });
    expect(survey.data.questions.map((q) => q.id)).toContain(question.id);
    const saved = await guest.call(f.saveFeedBackResponse, {
      body: { key: party.guestKey, score: 4, answers: [{ questionId: question.id, answer: 'yes' }] },
    });
    expect(saved.status).toBe(200);
    await t.admin.call(f.associateOrDeAssociateQuestion, {
      body: { questionId: question.id, associated: false },
    });
  });

  it('invites every respondent to the review site, whatever the score, and marks a low score', async () => {
    const updated = await t.admin.call(f.updateFeedbackSetting, {
      body: {
        surveyEnabled: true,
        ratingScale: 'zeroToTen',
        alertThreshold: 4,
        reviewSiteUrl: 'https://reviews.example/hv',
      },
    });
    expect(updated.status).toBe(200);
    const guest = t.server.anonymous();
    const low = await finished();
    const high = await finished();
    const events: string[] = [];
    const stop = t.server.deps.events.subscribe(t.server.ids.harborView.companyId, (event) =>
      events.push(event.type),
    );
    try {
      const lowAnswer = await guest.call(f.saveFeedBackResponse, { body: { key: low.guestKey, score: 2 } });
      const highAnswer = await guest.call(f.saveFeedBackResponse, {
        body: { key: high.guestKey, score: 10 },
      });
      expect(lowAnswer.data.reviewSiteUrl).toBe('https://reviews.example/hv');
      expect(highAnswer.data.reviewSiteUrl).toBe('https://reviews.example/hv');
      await expect
        .poll(() => events)
        .toEqual(expect.arrayContaining(['feedback.low-score', 'feedback.received']));
    } finally {
      stop();
    }
    const lowOnly = await responsesOf({ lowOnly: true });
    expect(lowOnly.data.items.map((item) => item.partyNumber)).toContain(low.number);
    expect(lowOnly.data.items.map((item) => item.partyNumber)).not.toContain(high.number);
  });

  it('lists responses beside the ride, with CSAT and NPS, to the desk of the company only', async () => {
    const all = await responsesOf();
    expect(all.status, JSON.stringify(all.problem)).toBe(200);
    const first = all.data.items.find((item) => item.comment === 'Lovely driver');
    expect(first).toMatchObject({
      score: 5,
      ratingScale: 'stars',
      quotedWaitMinutes: 10,
      fromLocationName: expect.any(String),
    });
    expect(first?.actualWaitMinutes).toBeGreaterThanOrEqual(0);
    const { figures } = all.data;
    expect(figures.responses).toBe(all.data.total);
    expect(figures.responses).toBeGreaterThanOrEqual(5);
    // NPS counts the 0–10 answers only: one promoter (10) and one detractor (2).
    expect(figures.nps).toBe(0);
    expect(figures.csat).toBeGreaterThan(0);
    expect(figures.days.map((d) => d.day)).toContain(today());
    const lakeside = await t.lakeside.call(f.getFeedbackResponses, {
      body: { fromDate: '2020-01-01', toDate: '2199-12-31' },
    });
    expect(lakeside.data.total).toBe(0);
    const driver = await t.driver.call(f.getFeedbackResponses, {
      body: { fromDate: today(), toDate: today() },
    });
    expect(driver.status).toBe(403);
    const reversed = await responsesOf({ fromDate: '2030-01-02', toDate: '2030-01-01' } as never);
    expect(reversed.status).toBe(400);
    await inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
      const stored = await tx
        .select({ n: schema.feedbackResponses.id })
        .from(schema.feedbackResponses)
        .where(and(eq(schema.feedbackResponses.companyId, t.server.ids.lakeside.companyId)));
      expect(stored).toEqual([]);
    });
  });
});

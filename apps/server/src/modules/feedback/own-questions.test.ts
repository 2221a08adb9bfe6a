import { contract, MAX_ASSOCIATED_QUESTIONS, ownFeedbackQuestions } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer, fieldPaths } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { insertParty } from '../../testing/parties.ts';

const t = demoServer();
const f = contract.feedback;

const finished = () =>
  insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
    status: PARTY_STATUS.DroppedOff,
    pickedUpAt: new Date(Date.now() - 20 * 60_000),
    droppedOffAt: new Date(),
    endedAt: new Date(),
  });

let n = 0;
const own = (values: { answerType?: 'rating' | 'yesNo' | 'text'; active?: boolean } = {}) => {
  n += 1;
  return {
    text: `Did the doorman greet you? ${n}`,
    textAr: `هل رحب بك البواب؟ ${n}`,
    answerType: values.answerType ?? ('yesNo' as const),
    ...(values.active === undefined ? {} : { active: values.active }),
  };
};

/** Adds one of Harbor View's own questions and answers it. */
const addOwn = async (values: Parameters<typeof own>[0] = {}) => {
  const added = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, { body: own(values) });
  expect(added.status, JSON.stringify(added.problem)).toBe(200);
  return added.data;
};

const removeOwn = (id: string) => t.admin.call(f.deleteCompanyFeedbackQuestion, { body: { id } });

describe("a company's own feedback questions", () => {
  collectionCases(t, {
    resource: ownFeedbackQuestions,
    // Switched off, so the standard cases' rows do not fill the survey's extra questions.
    sample: (i) => ({
      text: `Was the lobby quiet? ${i}`,
      textAr: `هل كانت الردهة هادئة؟ ${i}`,
      answerType: 'rating' as const,
      active: false,
    }),
    invalid: { body: { text: ' ', textAr: 'x', answerType: 'yesNo' }, path: 'body.text' },
    unique: 'text',
    reader: DEMO_ACCOUNTS.harborView.dispatcher,
  });

  it('are kept per company: another company neither sees nor changes them, nor the bank', async () => {
    const mine = await addOwn();
    const theirs = await t.lakeside.call(f.getCompanyFeedbackQuestions, { body: {} });
    expect(theirs.data.items.map((q) => q.id)).not.toContain(mine.id);
    const edit = await t.lakeside.call(f.addOrEditCompanyFeedbackQuestion, {
      body: { ...own(), id: mine.id },
    });
    expect(edit.status).toBe(404);
    expect((await t.lakeside.call(f.deleteCompanyFeedbackQuestion, { body: { id: mine.id } })).status).toBe(
      404,
    );
    const foreign = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, {
      body: { ...own(), companyId: t.server.ids.lakeside.companyId },
    });
    expect(foreign.status).toBe(403);
    // Row-level security: Lakeside's transaction finds no Harbor View row.
    const lakesideScope = { kind: 'company', companyId: t.server.ids.lakeside.companyId } as const;
    const q = schema.ownFeedbackQuestions;
    const seen = await inScope(t.server.deps.db, lakesideScope, (tx) =>
      tx.select({ id: q.id }).from(q).where(eq(q.id, mine.id)),
    );
    expect(seen).toEqual([]);
    // The bank stays the super-admin's: a company administrator cannot write it, even by a bank row's id.
    const [bankRow] = (
      await t.admin.call(f.getFeedbackQuestions, { query: { commandType: 'BANK' }, body: {} })
    ).data.items;
    expect(bankRow).toBeDefined();
    const bankEdit = await t.admin.call(f.addOrEditFeedbackQuestion, {
      body: { id: bankRow?.id, text: 'Changed', textAr: 'تغير', answerType: 'text' },
    });
    expect(bankEdit.status).toBe(403);
    const viaOwn = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, {
      body: { ...own(), id: bankRow?.id },
    });
    expect(viaOwn.status).toBe(404);
    expect((await removeOwn(bankRow?.id ?? '')).status).toBe(404);
    // A dispatcher reads the company's questions but does not write them.
    expect((await t.dispatcher.call(f.getCompanyFeedbackQuestions, { body: {} })).status).toBe(200);
    expect((await t.dispatcher.call(f.addOrEditCompanyFeedbackQuestion, { body: own() })).status).toBe(403);
    expect((await removeOwn(mine.id)).status).toBe(200);
  });

  it('validates both wordings and the answer type', async () => {
    const blankArabic = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, {
      body: { text: 'Fine', textAr: ' ', answerType: 'yesNo' },
    });
    expect(blankArabic.status).toBe(400);
    expect(fieldPaths(blankArabic)).toEqual(['body.textAr']);
    const badType = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, {
      body: { text: 'Fine', textAr: 'حسنا', answerType: 'essay' } as never,
    });
    expect(badType.status).toBe(400);
    expect(fieldPaths(badType)).toEqual(['body.answerType']);
  });

  it('are asked by the guest survey beside the chosen bank questions, and the answers listed by their words', async () => {
    const question = await addOwn({ answerType: 'yesNo' });
    const off = await addOwn({ active: false });
    const party = await finished();
    const guest = t.server.anonymous();
    const survey = await guest.call(f.getFeedbackSurvey, { body: { key: party.guestKey } });
    const asked = survey.data.questions.map((q) => q.id);
    expect(asked).toContain(question.id);
    expect(asked).not.toContain(off.id);
    expect(survey.data.questions.find((q) => q.id === question.id)).toEqual({
      id: question.id,
      text: question.text,
      textAr: question.textAr,
      answerType: 'yesNo',
    });
    const wrongForm = await guest.call(f.saveFeedBackResponse, {
      body: { key: party.guestKey, score: 4, answers: [{ questionId: question.id, answer: 'maybe' }] },
    });
    expect(wrongForm.status).toBe(400);
    const notAsked = await guest.call(f.saveFeedBackResponse, {
      body: { key: party.guestKey, score: 4, answers: [{ questionId: off.id, answer: 'yes' }] },
    });
    expect(notAsked.status).toBe(400);
    const saved = await guest.call(f.saveFeedBackResponse, {
      body: { key: party.guestKey, score: 4, answers: [{ questionId: question.id, answer: 'yes' }] },
    });
    expect(saved.status).toBe(200);
    const listed = await t.dispatcher.call(f.getFeedbackResponses, {
      body: { fromDate: '2020-01-01', toDate: '2199-12-31' },
    });
    expect(listed.data.items.flatMap((item) => item.answers)).toContainEqual({
      questionId: question.id,
      answer: 'yes',
      text: question.text,
    });
    // Answered: it is switched off, not deleted, so the answers keep their words.
    const refused = await removeOwn(question.id);
    expect(refused.status).toBe(409);
    expect(refused.problem.code).toBe('IN_USE');
    const switchedOff = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, {
      body: { ...question, active: false },
    });
    expect(switchedOff.data.active).toBe(false);
    expect((await removeOwn(off.id)).status).toBe(200);
  });

  it('count with the chosen bank questions toward the most a survey asks', async () => {
    const bank = await t.admin.call(f.getFeedbackQuestions, { query: { commandType: 'BANK' }, body: {} });
    const chosen = bank.data.items[0];
    expect(chosen).toBeDefined();
    const choose = (associated: boolean) =>
      t.admin.call(f.associateOrDeAssociateQuestion, { body: { questionId: chosen?.id ?? '', associated } });
    expect((await choose(true)).status).toBe(200);
    const asked = (
      await t.admin.call(f.getFeedbackQuestions, { query: { commandType: 'ASSOCIATED' }, body: {} })
    ).data.total;
    const active = await t.admin.call(f.getCompanyFeedbackQuestions, { body: { active: true } });
    const room = MAX_ASSOCIATED_QUESTIONS - asked - active.data.total;
    const added = [];
    for (let i = 0; i < room; i += 1) added.push(await addOwn());
    const tooMany = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, { body: own() });
    expect(tooMany.status).toBe(422);
    expect(tooMany.problem.code).toBe('TOO_MANY_QUESTIONS');
    // Saved switched off it is kept; switching it on is refused while the survey is full.
    const kept = await addOwn({ active: false });
    const on = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, {
      body: { id: kept.id, text: kept.text, textAr: kept.textAr, answerType: kept.answerType, active: true },
    });
    expect(on.status).toBe(422);
    // The bank question's place is freed by stopping it, and taken by the company's own.
    expect((await choose(false)).status).toBe(200);
    const now = await t.admin.call(f.addOrEditCompanyFeedbackQuestion, {
      body: { id: kept.id, text: kept.text, textAr: kept.textAr, answerType: kept.answerType, active: true },
    });
    expect(now.status).toBe(200);
    expect((await choose(true)).status).toBe(422);
    for (const row of [...added, kept]) expect((await removeOwn(row.id)).status).toBe(200);
  });
});

import {
  type contract,
  type FeedbackQuestion,
  MAX_ASSOCIATED_QUESTIONS,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { type ChangeCall, companyChange } from '../../resources/company-change.ts';
import { likePattern, pageOf } from '../../resources/table-store.ts';
import { activeOwnCount, activeOwnQuestions } from './own-questions.repository.ts';

const q = schema.feedbackQuestions;
const asked = schema.companyFeedbackQuestions;

type ListQuery = ParsedQueryOf<typeof contract.feedback.getFeedbackQuestions>;
type ListBody = ParsedBodyOf<typeof contract.feedback.getFeedbackQuestions>;

/** Whether the company asks the question: a correlated test, so the bank is read once for any company. */
const associatedFor = (companyId: string) =>
  sql<boolean>`exists (select 1 from ${asked} where ${asked.companyId} = ${companyId} and ${asked.questionId} = ${q.id})`;

const columns = (companyId: string) => ({
  id: q.id,
  text: q.text,
  textAr: q.textAr,
  answerType: q.answerType,
  active: sql<boolean>`${q.status} = 'active'`,
  associated: associatedFor(companyId),
});

async function questionOf(tx: Tx, id: string, companyId: string): Promise<FeedbackQuestion | null> {
  const [row] = await tx.select(columns(companyId)).from(q).where(eq(q.id, id));
  return row ?? null;
}

/**
 * Feedback/GetFeedbackQuestions: a company user sees the active bank questions (BANK) or the ones the company
 * asks (ASSOCIATED), each with whether the company asks it. The super-admin keeps the bank as a platform
 * resource (feedback.routes.ts).
 */
export async function listQuestions(
  deps: Deps,
  caller: CompanyUserPrincipal,
  query: ListQuery,
  body: ListBody,
) {
  const { companyId } = caller;
  const where: (SQL | undefined)[] = [
    eq(q.status, 'active'),
    query.commandType === 'ASSOCIATED' ? associatedFor(companyId) : undefined,
    body.search
      ? or(ilike(q.text, likePattern(body.search)), ilike(q.textAr, likePattern(body.search)))
      : undefined,
  ];
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const { rows, total } = await pageOf<FeedbackQuestion>(
      ({ total }) =>
        tx
          .select({ ...columns(companyId), total })
          .from(q)
          .where(and(...where))
          .orderBy(asc(q.text), asc(q.id))
          .$dynamic(),
      async () =>
        (
          await tx
            .select({ n: count() })
            .from(q)
            .where(and(...where))
        )[0]?.n ?? 0,
      body,
    );
    return { items: rows, total, page: body.page, pageSize: body.pageSize };
  });
}

/**
 * Refuses one more extra question where the survey asks the most it may already: the chosen bank questions and
 * the company's own active ones count together (ADR 138). The company's row lock makes two concurrent additions
 * (a choice, a new own question) count one after the other.
 */
export async function refuseAboveLimit(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${schema.companies} where id = ${companyId} for update`);
  const [n] = await tx.select({ n: count() }).from(asked).where(eq(asked.companyId, companyId));
  if ((n?.n ?? 0) + (await activeOwnCount(tx, companyId)) >= MAX_ASSOCIATED_QUESTIONS) {
    throw unprocessable('The survey asks the most questions it may already.', 'TOO_MANY_QUESTIONS', {
      count: MAX_ASSOCIATED_QUESTIONS,
    });
  }
}

/** Feedback/AssociateOrDeAssociateQuestion: whether the company asks an active bank question in its survey. */
export const associateQuestion = companyChange(
  async (tx, { caller, input: body }: ChangeCall<{ questionId: string; associated: boolean }>) => {
    const question = await questionOf(tx, body.questionId, caller.companyId);
    // An inactive question is out of the bank for companies: it cannot be asked again, only stopped.
    if (!question || (!question.active && body.associated)) throw notFound('feedback_question');
    if (body.associated && !question.associated) {
      await refuseAboveLimit(tx, caller.companyId);
      await tx
        .insert(asked)
        .values({ companyId: caller.companyId, questionId: body.questionId })
        .onConflictDoNothing();
    } else if (!body.associated) {
      await tx
        .delete(asked)
        .where(and(eq(asked.companyId, caller.companyId), eq(asked.questionId, body.questionId)));
    }
    return {
      result: { ...question, associated: body.associated },
      change: {
        action: body.associated ? 'feedback_question.associated' : 'feedback_question.deassociated',
        entity: 'feedback_question',
        entityId: body.questionId,
        before: { associated: question.associated },
        after: { associated: body.associated },
      },
    };
  },
);

/** The questions a company's survey asks: the bank questions in the order it chose them, then its own. */
export async function surveyQuestions(tx: Tx, companyId: string) {
  const chosen = await tx
    .select({ id: q.id, text: q.text, textAr: q.textAr, answerType: q.answerType })
    .from(asked)
    .innerJoin(q, eq(q.id, asked.questionId))
    .where(and(eq(asked.companyId, companyId), eq(q.status, 'active')))
    .orderBy(asc(asked.createdAt), asc(q.id));
  return [...chosen, ...(await activeOwnQuestions(tx, companyId))];
}

import type { FeedbackQuestion } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { likePattern, type PageRange, pageOfRows } from '../../resources/paging.ts';

/** The reads and writes of the bank's questions as a company sees them, and of the ones its survey asks. */
const q = schema.feedbackQuestions;
const asked = schema.companyFeedbackQuestions;

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

export async function questionOf(tx: Tx, id: string, companyId: string): Promise<FeedbackQuestion | null> {
  const [row] = await tx.select(columns(companyId)).from(q).where(eq(q.id, id));
  return row ?? null;
}

/** A page of the active bank questions (only those the company asks when `associatedOnly`), by text. */
export async function questionsPage(
  tx: Tx,
  companyId: string,
  filter: { associatedOnly: boolean; search?: string | undefined },
  page: PageRange,
) {
  const where: (SQL | undefined)[] = [
    eq(q.status, 'active'),
    filter.associatedOnly ? associatedFor(companyId) : undefined,
    filter.search
      ? or(ilike(q.text, likePattern(filter.search)), ilike(q.textAr, likePattern(filter.search)))
      : undefined,
  ];
  return pageOfRows<FeedbackQuestion>(
    tx,
    { table: q, columns: columns(companyId), where: and(...where), orderBy: [asc(q.text), asc(q.id)] },
    page,
  );
}

/**
 * How many questions the company's survey asks, counted under the company's row lock, so two concurrent
 * associations count one after the other.
 */
export async function countAskedLocked(tx: Tx, companyId: string): Promise<number> {
  await tx.execute(sql`select 1 from ${schema.companies} where id = ${companyId} for update`);
  const [n] = await tx.select({ n: count() }).from(asked).where(eq(asked.companyId, companyId));
  return n?.n ?? 0;
}

export async function addAsked(tx: Tx, companyId: string, questionId: string): Promise<void> {
  await tx.insert(asked).values({ companyId, questionId }).onConflictDoNothing();
}

export async function removeAsked(tx: Tx, companyId: string, questionId: string): Promise<void> {
  await tx.delete(asked).where(and(eq(asked.companyId, companyId), eq(asked.questionId, questionId)));
}

/** The questions a company's survey asks, in the order it chose them. */
export async function surveyQuestions(tx: Tx, companyId: string) {
  return tx
    .select({ id: q.id, text: q.text, textAr: q.textAr, answerType: q.answerType })
    .from(asked)
    .innerJoin(q, eq(q.id, asked.questionId))
    .where(and(eq(asked.companyId, companyId), eq(q.status, 'active')))
    .orderBy(asc(asked.createdAt), asc(q.id));
}

/** The texts of the questions among `ids`, by id. */
export async function questionTexts(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: q.id, text: q.text })
    .from(q)
    .where(inArray(q.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.text]));
}

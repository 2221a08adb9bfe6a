import type { ownFeedbackQuestions } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { TableStoreOptions } from '../../resources/table-store.ts';
import { questionStore } from './question-bank.repository.ts';

const q = schema.ownFeedbackQuestions;
/** How a company's own questions are kept in their table: as the bank keeps its own. */
export const ownQuestionsStore: Omit<
  TableStoreOptions<typeof ownFeedbackQuestions, typeof q>,
  'table'
> = questionStore(q);

/** The company's own questions its survey asks (the active ones), oldest first. */
export async function activeOwnQuestions(tx: Tx, companyId: string) {
  return tx
    .select({ id: q.id, text: q.text, textAr: q.textAr, answerType: q.answerType })
    .from(q)
    .where(and(eq(q.companyId, companyId), eq(q.status, 'active')))
    .orderBy(q.createdAt, q.id);
}

/** How many of its own questions the company's survey asks. */
export async function activeOwnCount(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(q)
    .where(and(eq(q.companyId, companyId), eq(q.status, 'active')));
  return row?.n ?? 0;
}

/** The English wordings of these own questions of the company, by id (a response lists its answers' questions). */
export async function ownTexts(tx: Tx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: q.id, text: q.text })
    .from(q)
    .where(and(eq(q.companyId, companyId), inArray(q.id, [...ids])));
}

/** Whether a guest has answered this question of the company's (its answers are a JSON list in each response). */
export async function isAnswered(tx: Tx, companyId: string, questionId: string): Promise<boolean> {
  const r = schema.feedbackResponses;
  const [row] = await tx
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.companyId, companyId), sql`${r.answers} @> ${JSON.stringify([{ questionId }])}::jsonb`));
  return (row?.n ?? 0) > 0;
}

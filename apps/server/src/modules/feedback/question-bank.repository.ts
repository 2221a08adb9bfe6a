import type { feedbackQuestionBank } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import { ownColumns, type TableStoreOptions } from '../../resources/table-store.ts';

type QuestionTable = typeof schema.feedbackQuestions | typeof schema.ownFeedbackQuestions;
/** What a save of either writes: both wordings, the answer type, and whether it is asked. */
type QuestionSaved = Pick<QuestionTable['$inferInsert'], 'text' | 'textAr' | 'answerType'> & {
  active: boolean;
};
const status = (active: boolean) => (active ? ('active' as const) : ('inactive' as const));

/**
 * How a table of questions keeps them, the platform's bank as a company's own: `active` is the row's status.
 * The two lists and saves have the same fields, sorts and filter.
 */
export const questionStore = (q: QuestionTable) => ({
  columns: {
    ...ownColumns(q, 'id', 'text', 'textAr', 'answerType'),
    active: sql<boolean>`${q.status} = 'active'`,
  },
  search: [q.text, q.textAr],
  sort: { text: q.text, answerType: [q.answerType, q.text], active: [q.status, q.text] },
  filter: (query: { active?: boolean | undefined }) => [
    query.active === undefined ? undefined : eq(q.status, status(query.active)),
  ],
  values: ({ text, textAr, answerType, active }: QuestionSaved) => ({
    text,
    textAr,
    answerType,
    status: status(active),
  }),
});

const q = schema.feedbackQuestions;

/** How the platform's question bank is kept in its table. */
export const questionBankStore: Omit<
  TableStoreOptions<typeof feedbackQuestionBank, typeof q>,
  'table'
> = questionStore(q);

import type { feedbackQuestionBank } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import { ownColumns, type TableStoreOptions } from '../../resources/table-store.ts';

const q = schema.feedbackQuestions;
const status = (active: boolean) => (active ? ('active' as const) : ('inactive' as const));

/** How the platform's question bank is kept in its table: `active` is the row's status. */
export const questionBankStore: Omit<TableStoreOptions<typeof feedbackQuestionBank, typeof q>, 'table'> = {
  columns: {
    ...ownColumns(q, 'id', 'text', 'textAr', 'answerType'),
    active: sql<boolean>`${q.status} = 'active'`,
  },
  search: [q.text, q.textAr],
  sort: { text: q.text, answerType: [q.answerType, q.text], active: [q.status, q.text] },
  filter: (query) => [query.active === undefined ? undefined : eq(q.status, status(query.active))],
  values: ({ text, textAr, answerType, active }) => ({ text, textAr, answerType, status: status(active) }),
};

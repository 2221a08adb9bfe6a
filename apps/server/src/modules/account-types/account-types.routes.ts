import { accountTypes } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { ownColumns } from '../../resources/table-store.ts';

const t = schema.accountTypes;

export const accountTypeRoutes = tableRoutes(accountTypes, t, {
  columns: ownColumns(t, 'id', 'name', 'description', 'status'),
  search: [t.name, t.description],
  sort: { name: t.name, status: t.status },
  filter: (query) => [query.status ? eq(t.status, query.status) : undefined],
  values: (input) => ({ name: input.name, description: input.description || null, status: input.status }),
});

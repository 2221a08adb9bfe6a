import { accountTypes } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { tableStore } from '../../resources/table-store.ts';

const t = schema.accountTypes;

export const accountTypeRoutes = (deps: Deps) =>
  bindCollection(
    deps,
    accountTypes,
    tableStore({
      table: t,
      columns: { id: t.id, name: t.name, description: t.description, status: t.status },
      search: [t.name, t.description],
      sort: { name: t.name, status: t.status },
      filter: (query) => [query.status ? eq(t.status, query.status) : undefined],
      values: (input) => ({ name: input.name, description: input.description || null, status: input.status }),
    }),
  );

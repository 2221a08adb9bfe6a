import { zones } from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { tableStore } from '../../resources/table-store.ts';

const z = schema.zones;

/**
 * Zones: the name is unique per company in any case (`zones_company_name_key` on `lower(name)`), and a zone a
 * location or zone charge names is kept by their foreign keys (409 IN_USE).
 */
export const zoneRoutes = (deps: Deps) =>
  bindCollection(
    deps,
    zones,
    tableStore({
      table: z,
      columns: { id: z.id, name: z.name, description: z.description, active: z.active },
      search: [z.name, z.description],
      sort: { name: z.name, active: z.active },
      values: ({ name, description, active }) => ({ name, description, active }),
    }),
  );

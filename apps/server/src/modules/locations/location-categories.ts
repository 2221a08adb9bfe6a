import { locationCategories } from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { tableStore } from '../../resources/table-store.ts';

const cat = schema.locationCategories;

/** Location categories: the name is unique in any case; a category a location names is kept (409 IN_USE). */
export const locationCategoryRoutes = (deps: Deps) =>
  bindCollection(
    deps,
    locationCategories,
    tableStore({
      table: cat,
      columns: { id: cat.id, name: cat.name, icon: cat.icon, active: cat.active },
      search: [cat.name, cat.icon],
      sort: { name: cat.name, active: cat.active },
      values: ({ name, icon, active }) => ({ name, icon, active }),
    }),
  );

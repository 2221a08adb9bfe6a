import { locationCategories } from '@curbside/contract';
import { schema } from '@curbside/db';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { rowFields } from '../../resources/table-store.ts';

const cat = schema.locationCategories;

/** Location categories: the name is unique in any case; a category a location names is kept (409 IN_USE). */
export const locationCategoryRoutes = tableRoutes(locationCategories, cat, {
  ...rowFields(cat, 'name', 'icon', 'active'),
  search: [cat.name, cat.icon],
  sort: { name: cat.name, active: cat.active },
});

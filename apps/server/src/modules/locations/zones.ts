import { zones } from '@curbside/contract';
import { schema } from '@curbside/db';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { rowFields } from '../../resources/table-store.ts';

const z = schema.zones;

/**
 * Zones: the name is unique per company in any case (`zones_company_name_key` on `lower(name)`), and a zone a
 * location or zone charge names is kept by their foreign keys (409 IN_USE).
 */
export const zoneRoutes = tableRoutes(zones, z, {
  ...rowFields(z, 'name', 'description', 'active'),
  search: [z.name, z.description],
  sort: { name: z.name, active: z.active },
});

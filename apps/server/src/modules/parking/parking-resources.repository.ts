import type { parkingLots, parkingTypes } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { TableStoreOptions } from '../../resources/table-store.ts';

const pt = schema.parkingTypes;
const lot = schema.parkingLots;

/** The store of the parking types. */
export const parkingTypeStore: Omit<TableStoreOptions<typeof parkingTypes, typeof pt>, 'table'> = {
  columns: { id: pt.id, name: pt.name, description: pt.description, status: pt.status },
  search: [pt.name, pt.description],
  sort: { name: pt.name, status: pt.status },
  filter: (query) => [query.status ? eq(pt.status, query.status) : undefined],
  values: (input) => ({ name: input.name, description: input.description || null, status: input.status }),
};

/** The store of the parking lots. */
export const parkingLotStore: Omit<TableStoreOptions<typeof parkingLots, typeof lot>, 'table'> = {
  columns: {
    id: lot.id,
    name: lot.name,
    address: lot.address,
    capacity: lot.capacity,
    status: lot.status,
  },
  search: [lot.name, lot.address],
  sort: { name: lot.name, capacity: lot.capacity, status: lot.status },
  filter: (query) => [query.status ? eq(lot.status, query.status) : undefined],
  values: (input) => ({
    name: input.name,
    address: input.address || null,
    capacity: input.capacity,
    status: input.status,
  }),
};

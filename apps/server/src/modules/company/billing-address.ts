import { companyBillingAddress } from '@curbside/contract';
import { schema } from '@curbside/db';
import { settingsStore } from '../../resources/settings-store.ts';
import { ownColumns } from '../../resources/table-store.ts';

const t = schema.companyBillingAddresses;

/** The company's billing address: a settings row of its own (the company writes it in its own scope). */
export const billingAddressStore = settingsStore<typeof companyBillingAddress, typeof t>({
  definition: companyBillingAddress,
  table: t,
  columns: ownColumns(
    t,
    'legalName',
    'line1',
    'line2',
    'city',
    'region',
    'postalCode',
    'country',
    'email',
    'taxId',
  ),
  values: (input) => ({ ...input }),
});

import { z } from 'zod';
import { id } from './common.ts';
import { collection } from './resource.ts';

const status = z.enum(['active', 'inactive']);

export const accountTypeEntry = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  status,
});

export const accountTypeInput = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'required').max(80),
  description: z.string().trim().max(400).nullable().optional(),
  status: status.default('active'),
});

/** The kinds of accounts a room charge or account payment is booked to. */
export const accountTypes = collection({
  noun: 'account_type',
  tag: 'accountTypes',
  item: accountTypeEntry,
  input: accountTypeInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'AccountType/GetAccountTypes',
    method: 'POST',
    summary:
      'The kinds of accounts a room charge or account payment is booked to; paged, searchable by name.',
    sort: ['name', 'status'],
    filters: { status: status.optional() },
  },
  save: {
    path: 'AccountType/AddOrEditAccountType',
    summary: 'Adds an account type, or edits the one with this id.',
  },
  remove: { path: 'AccountType/DeleteAccountType', summary: 'Deletes an account type.' },
});

export const accountType = { ...accountTypes.entries };

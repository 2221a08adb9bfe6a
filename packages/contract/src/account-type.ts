import { z } from 'zod';
import { id } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';

export const accountTypeEntry = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
});

export const accountType = {
  getAccountTypes: endpoint({
    method: 'POST',
    path: 'AccountType/GetAccountTypes',
    summary: 'The kinds of accounts a room charge or account payment is booked to, by name.',
    permission: 'session',
    query: noQuery,
    body: z
      .object({ companyId: id.optional(), status: z.enum(['active', 'inactive']).optional() })
      .optional(),
    response: z.object({ items: z.array(accountTypeEntry) }),
  }),
  addOrEditAccountType: endpoint({
    method: 'POST',
    path: 'AccountType/AddOrEditAccountType',
    summary: 'Adds an account type, or edits the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({
      id: id.optional(),
      name: z.string().trim().min(1, 'Required').max(80),
      description: z.string().trim().max(400).nullable().optional(),
      status: z.enum(['active', 'inactive']).default('active'),
    }),
    response: accountTypeEntry,
  }),
  deleteAccountType: endpoint({
    method: 'POST',
    path: 'AccountType/DeleteAccountType',
    summary: 'Deletes an account type.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({ id }),
    response: z.object({ id, deleted: z.literal(true) }),
  }),
};

import { describedKinds } from './resource.ts';

/** The kinds of accounts a room charge or account payment is booked to. */
export const accountTypes = describedKinds({
  noun: 'account_type',
  tag: 'accountTypes',
  list: {
    path: 'AccountType/GetAccountTypes',
    summary:
      'The kinds of accounts a room charge or account payment is booked to; paged, searchable by name.',
  },
  save: {
    path: 'AccountType/AddOrEditAccountType',
    summary: 'Adds an account type, or edits the one with this id.',
  },
  remove: { path: 'AccountType/DeleteAccountType', summary: 'Deletes an account type.' },
});
export const accountTypeEntry = accountTypes.spec.item;
export const accountTypeInput = accountTypes.spec.input;

export const accountType = { ...accountTypes.entries };

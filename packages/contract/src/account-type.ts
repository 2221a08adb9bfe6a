import { describedKind, describedKindInput } from './common.ts';
import { byNameAndStatus, collection } from './resource.ts';

export const accountTypeEntry = describedKind;
export const accountTypeInput = describedKindInput;

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
    ...byNameAndStatus,
  },
  save: {
    path: 'AccountType/AddOrEditAccountType',
    summary: 'Adds an account type, or edits the one with this id.',
  },
  remove: { path: 'AccountType/DeleteAccountType', summary: 'Deletes an account type.' },
});

export const accountType = { ...accountTypes.entries };

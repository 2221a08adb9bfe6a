/** English strings of the "account-types" namespace, loaded with its screens. */
export const en = {
  accountTypes: {
    title: 'Account types',
    description: 'The kinds of accounts a room charge or account payment is booked to.',
    add: 'Add account type',
    empty: 'No account types here',
    emptyHint: 'Add one for each kind of account you book charges to, such as Room or Corporate.',
    filter: 'Status',
    all: 'All',
    readOnly: 'You can see the account types; changing them needs the settings access rule.',
  },
} as const;

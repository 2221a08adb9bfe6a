/** English strings of the "recent" namespace, loaded with its screens. */
export const en = {
  recent: {
    title: 'Recent',
    description: 'Parties you booked or moved lately, the latest first.',
    caption: 'Recent parties',
    columns: {
      party: 'Party',
      touched: 'When',
      action: 'Last action',
      status: 'Status',
      guest: 'Guest',
      route: 'From → to',
    },
    open: 'Open party #{{number}} on the board',
    empty: 'No recent parties',
    emptyHint: 'Parties you book or move appear here.',
  },
} as const;

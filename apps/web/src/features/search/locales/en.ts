/** English strings of the "search" namespace, loaded with the search results screen. */
export const en = {
  search: {
    title: 'Search results',
    description: 'What matches “{{key}}”, by kind. Close spellings count too.',
    failed: 'The search could not be run',
    empty: 'Nothing matches',
    emptyHint: 'Try part of a name, a phone number, a room, a plate or a number.',
    groups: {
      parties: 'Parties',
      permits: 'Parking permits',
      waitList: 'Wait list',
      staff: 'Staff',
      places: 'Places',
    },
    none: 'None',
    party: {
      open: 'Party #{{number}}, {{guest}}',
      room: 'Room {{room}}',
    },
    permit: {
      open: 'Permit #{{number}}, plate {{plate}}',
      room: 'Room {{room}}',
    },
    waitList: {
      size_one: '{{count}} guest',
      size_other: '{{count}} guests',
      status: {
        6: 'Cancelled',
        10: 'Deleted',
        11: 'Waiting',
        12: 'Notified',
        13: 'Seated',
        14: 'No-show',
      },
    },
  },
} as const;

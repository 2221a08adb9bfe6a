import { partyListColumns } from '../../../entities/party/locales/en.ts';

/** English strings of the "gmap-parties" namespace, loaded with its screens. */
export const en = {
  gmapParties: {
    title: 'Map requests',
    description: 'Guests who asked for a pick-up at a point on the map, by day.',
    from: 'From',
    to: 'To',
    search: 'Search',
    searchPlaceholder: 'Guest, phone, room or party number',
    caption: 'Map requests',
    columns: {
      ...partyListColumns,
      scheduled: 'Requested for',
      place: 'Shared place',
    },
    notShared: 'Not shared',
    empty: 'No map requests in these days',
    export: 'Export',
    exportDone: 'Map requests exported: {{count}}',
    fileName: 'map-requests',
    map: 'Guest positions',
    mapOffline: 'No map tiles are configured: positions are shown on a plain grid.',
    positionsList: 'Guests who shared a position',
    noPositions: 'No guest on this page has shared a position yet.',
    zoneHint: 'Days in {{timeZone}}',
  },
} as const;

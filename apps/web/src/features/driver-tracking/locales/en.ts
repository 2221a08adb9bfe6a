/** English strings of the "driver-tracking" namespace, loaded with its screens. */
export const en = {
  settings: {
    title: 'Tracking settings',
    retentionDays: 'Days positions are kept',
    retentionDaysHint: "Drivers' position history older than this is deleted every hour (1 to 365 days).",
    sendIntervalSeconds: 'Seconds between sends',
    sendIntervalSecondsHint:
      "How often a driver's phone sends its position while on shift (5 to 60 seconds).",
  },
  tracking: {
    title: 'Driver tracking',
    description: 'The drivers on shift, where they are now, and the rides they carry.',
    failed: 'The drivers could not be loaded',
    empty: 'No driver is on shift',
    emptyHint: 'Drivers appear here when they go on shift and share their position from the app.',
    map: 'Drivers on the map',
    mapOffline: 'No map tiles are configured: positions are shown on a plain grid.',
    noPositions: 'No driver on shift has shared a position yet.',
    staleLabel: '{{name}} (not heard from for a while)',
    live: 'Live',
    stale: 'Not heard from for a while',
    noPosition: 'No position yet',
    noVehicle: 'No current vehicle',
    seenAt: 'Last seen {{time}}',
    currentRide: 'Ride #{{number}}: {{guest}}',
    noRide: 'No ride now',
    nextStop: 'Next stop: {{place}}',
    ridesOf: 'Rides of {{name}}',
    noRides: 'No open rides.',
    fromTo: '{{from}} → {{to}}',
  },
} as const;

/** English strings of the "dashboard" namespace, loaded with its screens. */
export const en = {
  dashboard: {
    greeting: 'Hello, {{name}}',
    company: 'Signed in to {{company}}',
    today: 'Today is {{date}}',
    intro: 'Use the menu to open the screens your role can use.',
    parties: "Today's parties",
    openOnBoard: 'Open {{status}} on the board',
    drivers: 'Drivers on shift',
    driversValue: '{{onShift}} of {{total}}',
    wait: 'Average wait',
    waitValue: '{{wait}} min (quoted {{quoted}} min)',
    noWait: 'No pick-ups yet today',
    revenue: 'Revenue today',
    newReservation: 'New reservation',
    loadFailed: "Today's figures could not be loaded",
  },
} as const;

/** English strings of the "usage" namespace: a company's usage by month, shown to it and to the super-admin. */
export const en = {
  figures: {
    parties: 'Parties',
    permits: 'Parking permits',
    waitListGuests: 'Wait-list guests',
    messageSegments: 'Message segments',
    kiosks: 'Kiosks',
    staff: 'Active staff',
  },
  current: {
    title: 'Package usage in {{month}}',
    package: 'Package: {{name}}',
    noPackage: 'No package: every feature, no limit',
    noLimit: '{{used}} (no limit)',
    ofLimit: '{{used}} of {{limit}} ({{percent}} %)',
    limitBar: 'Share of the {{figure}} limit used',
    loadFailed: 'The package usage could not be loaded.',
  },
  history: {
    caption: 'Usage in previous months',
    empty: 'No previous month yet',
    emptyHint: 'The months before this one appear here from the month the company was made.',
    month: 'Month',
  },
  payments: {
    caption: 'Payment history',
    empty: 'No invoice yet',
    emptyHint: 'Each month the package is billed, its invoice appears here with its state.',
  },
  invoices: {
    period: 'Month',
    package: 'Package',
    amount: 'Amount',
    state: 'State',
    paid: 'Paid',
    paidOn: '{{date}}, {{method}}',
    notPaid: 'Not paid',
    reference: 'Reference',
    states: { open: 'Open', paid: 'Paid', void: 'Void' },
    methods: { card: 'by card', hand: 'recorded by hand' },
  },
  chart: {
    title: 'Usage over {{months}} months',
    figure: 'Figure shown',
    label: '{{figure}} by month',
    loadFailed: 'The usage chart could not be loaded.',
  },
};

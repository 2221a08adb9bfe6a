/** English strings of the usage reports: the company's chart and the super-admin's usage screens. */
export const en = {
  barchart: {
    title: 'Usage chart',
    description:
      "Your company's parties, permits, wait-list guests, message segments, kiosks and staff, month by month.",
  },
  companyUsage: {
    title: 'Company usage',
    description:
      "One company's usage this month against its package, month by month, and in the months before.",
    back: 'Back to the companies',
  },
  messageUsage: {
    title: 'Message usage',
    description:
      "Every company's texts in a month by provider, and the messages that could not be delivered.",
    month: 'Month',
    byProvider: 'Texts by provider',
    providerColumn: 'Provider',
    messages: 'Texts',
    segments: 'Segments accepted',
    failed: 'Failed',
    none: 'No text in this month.',
    loadFailed: 'The message usage could not be loaded.',
    provider: { twilio: 'Twilio', vonage: 'Vonage', log: 'Log only (no provider)', none: 'Not sent' },
  },
  byCompany: {
    caption: 'Texts by company',
    empty: 'No company sent a text in this month',
    emptyHint: 'Texts appear here once a company sends them.',
    company: 'Company',
  },
  failing: {
    caption: 'Failing deliveries',
    empty: 'No failing delivery',
    emptyHint: 'Messages that fail after their tries, or that a provider reports as failed, appear here.',
    at: 'Queued',
    channel: 'Channel',
    channels: { sms: 'Text', email: 'E-mail' },
    attempts: 'Tries',
    error: 'Reason',
    noError: 'None given',
  },
};

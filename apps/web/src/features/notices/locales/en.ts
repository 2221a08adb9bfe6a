/** English strings of the notices: the person's inbox (ADR 90). */
export const en = {
  inbox: {
    title: 'My notifications',
    unread: '{{count}} unread',
    markAll: 'Mark all read',
    markRead: 'Mark read',
    markOne: 'Mark "{{title}}" read',
    new: 'New',
    empty: 'No notification yet',
    loadFailed: 'Your notifications could not be loaded.',
  },
  push: {
    label: 'Notifications on this device',
    hint: "A new assignment or a guest's reply shows here even when the app is closed, until you sign out.",
    unsupported: 'This browser cannot show notifications.',
    denied: "Notifications are blocked for this site in the browser's settings.",
    failed: 'Notifications could not be changed. Try again.',
  },
  notice: {
    limitTitle: 'Package limit',
    limit:
      'Your company uses {{used}} of the {{max}} {{limit}} its package includes ({{percent}} %) in {{period}}.',
  },
  limits: {
    staff: 'active staff users',
    kiosks: 'kiosks',
    messageSegments: 'message segments',
  },
};

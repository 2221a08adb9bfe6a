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
    kioskQuietTitle: 'Kiosk offline',
    kioskQuiet: 'These kiosks stopped reporting: {{names}}. Check their screen and network in the lobby.',
    limitTitle: 'Package limit',
    limit:
      'Your company uses {{used}} of the {{max}} {{limit}} its package includes ({{percent}} %) in {{period}}.',
  },
  limits: {
    staff: 'active staff users',
    kiosks: 'kiosks',
    messageSegments: 'message segments',
  },
  platform: {
    title: 'Notifications by company',
    description:
      'Choose, for one company, who among its staff hears of each event: in the notifications inbox, by e-mail, or both. Its administrators see and can change the same choice.',
    company: 'Company',
    companyPlaceholder: 'Search a company by name',
    searching: 'Searching…',
    noCompany: 'No company matches.',
    companiesFailed: 'The companies could not be loaded.',
    pick: 'Choose a company to see who hears of its events.',
    rolesNote: 'Every company starts with these roles; any other role the company chose is shown with them.',
  },
  staff: {
    title: 'Staff notifications',
    description: 'Choose who hears of each event: in the notifications inbox, by e-mail, or both.',
    defaultNote: 'Until you change an event, its administrators hear of it as before.',
    inApp: 'In the notifications inbox',
    email: 'By e-mail',
    loadingRoles: 'Loading the roles',
    rolesTold: 'Roles told',
    loadFailed: 'This event’s settings could not be loaded.',
    event: {
      staffLimit: {
        title: 'Staff users limit',
        hint: 'When the active staff users reach 80 % and 100 % of the package.',
      },
      kioskLimit: {
        title: 'Kiosks limit',
        hint: 'When the active kiosks reach 80 % and 100 % of the package.',
      },
      messageQuota: {
        title: 'Message allowance',
        hint: 'When this month’s text messages reach 80 % and 100 % of the package.',
      },
      kioskQuiet: {
        title: 'Kiosk offline',
        hint: 'When a paired kiosk stops reporting for a few minutes.',
      },
    },
  },
};

/** English strings of the "messaging" namespace, loaded with its screens. */
export const en = {
  templates: {
    title: 'Messages',
    description:
      'What guests and users receive for each event, in English and Arabic. A guest gets the text of their own language.',
    language: 'Language',
    kindService:
      'A service text: it is sent even when the monthly message allowance is used up, so guests never miss it.',
    kindPaused:
      'A {{kind}} text: from {{percent}} % of the monthly message allowance it pauses (and goes by e-mail when the guest has an address). See My usage.',
    kind: { feedback: 'feedback', marketing: 'marketing' },
    english: 'English',
    arabic: 'Arabic',
    events: 'Events',
    defaultBadge: 'Default',
    customBadge: 'Edited',
    text: 'Message text',
    placeholders: 'Insert a field',
    preview: 'Preview',
    previewHint: 'With sample values; a field without a value is left out.',
    encoding: 'Encoding: {{encoding}}',
    segments: 'Segments: {{segments}} ({{units}} units)',
    ucs2Warning:
      'These characters force UCS-2, which fits 70 characters per segment instead of 160: {{characters}}',
    restoreDefault: 'Use the default text',
    save: 'Save message',
    saved: 'The message is saved.',
    readOnly: 'You can read these messages; your role cannot change them.',
    loadFailed: 'The messages could not be loaded.',
    event: {
      partyReserved: 'Reservation confirmed',
      partyPending: 'Ride requested',
      partyDispatched: 'Driver dispatched',
      partyPickedUp: 'Picked up',
      partyDroppedOff: 'Dropped off (feedback link)',
      partyCancelled: 'Cancelled',
      partyWillCall: 'On call',
      partyMapRequest: 'Pick-up request received',
      waitlistJoined: 'Wait list: joined (status link)',
      waitlistNext: "Wait list: you're next",
      waitlistReady: 'Wait list: your turn',
      waitlistAlert: "Wait list: the guest's own alert",
      waitlistDelay: 'Wait list: delay',
      waitlistCancelled: 'Wait list: left the list',
      parkingConfirmed: 'Parking confirmed',
      valetWillCall: 'Car requested',
      valetWillCallUpdate: 'Car request: new time',
      valetCarReady: 'Car ready',
      userCredentials: 'User credentials',
      smsHelp: 'Reply to HELP',
    },
  },
  sms: {
    title: 'Text messages',
    description:
      'The provider guest texts go through. Until you choose one, texts are only recorded in the log.',
    loadFailed: 'The text message provider could not be loaded.',
    provider: 'Provider',
    providerLog: 'None (record in the log only)',
    accountSid: 'Account SID',
    authToken: 'Auth token',
    apiKey: 'API key',
    apiSecret: 'API secret',
    signatureSecret: 'Signature secret',
    fromNumber: 'Sending number (E.164, e.g. +12125550100)',
    secretKept: 'One is kept; leave empty to keep it.',
    secretNone: 'None kept yet.',
    save: 'Save provider',
    saved: 'The text message provider is saved.',
    logHint: 'Texts are recorded in the server log and not sent.',
    webhooks: 'Give the provider these addresses for replies and delivery reports:',
  },
  platform: {
    title: 'Application settings',
    description:
      "The platform's own mail server and text message provider, used for every company that has none of its own.",
    noSmsTitle: 'No text message provider',
    noSms:
      'Companies without a provider of their own have their texts recorded in the server log only: none is sent.',
    noSmtpTitle: 'No mail server saved here',
    noSmtp:
      'Companies without a server of their own send e-mail through the mail server set where Curbside is installed, if any; without one, e-mails wait in the outbox.',
    smtpRules:
      'A public server on port 25, 465, 587 or 2525. The password is kept encrypted and sent only over TLS.',
    smsDescription:
      "The provider texts go through for a company without its own. A number bought for a company on the platform's Twilio account is its sender.",
    smsHint:
      "A number set up for a company (on the company's usage page) sends its replies to that company. The sending number here takes no replies.",
  },
  smtp: {
    section: 'E-mail (SMTP)',
    title: 'SMTP details',
    description:
      "The mail server your company's e-mails go out through. Until you save one, the platform's server is used.",
    platform: "E-mails go through the platform's server.",
    own: "E-mails go through your company's server.",
    host: 'Server',
    port: 'Port',
    secure: 'Use TLS from the start (port 465)',
    userName: 'User name',
    password: 'Password',
    passwordKept:
      'A password is kept; leave empty to keep it. When you change the server, port or user name, type it again.',
    passwordNone: 'No password is kept.',
    fromAddress: 'From address',
    rules:
      'The server must be a mail server on the internet, on port 25, 465, 587 or 2525. The password is sent only over an encrypted connection: TLS from the start (port 465), or STARTTLS, which the server must offer.',
    save: 'Save SMTP details',
    saved: 'The SMTP details are saved.',
    loadFailed: 'The SMTP details could not be loaded.',
  },
  inbox: {
    title: 'Guest messages',
    description:
      'Conversations with guests, by party. Replies go by text, or by e-mail when the guest has no mobile number.',
    conversations: 'Conversations',
    unreadOnly: 'Unread only',
    unreadCount: 'Unread messages: {{count}}',
    failedCount: 'Failed: {{count}}',
    you: 'You',
    empty: 'No conversations yet',
    emptyHint: 'Guest replies and the messages you send appear here.',
    choose: 'Choose a conversation',
    messages: 'Messages',
    noMessages: 'No messages in this conversation yet',
    ours: 'Sent to the guest',
    theirs: 'From the guest',
    new: 'New',
    error: 'Not delivered: {{error}}',
    /** Why an e-mail through the company's own SMTP server did not go: the server stores a code, never its words. */
    failure: {
      SMTP_DESTINATION_REFUSED:
        'the SMTP server in the SMTP details cannot be used (it must be a mail server on the internet, on port 25, 465, 587 or 2525)',
      SMTP_FAILED:
        'the SMTP server in the SMTP details could not be reached, offered no encrypted connection, or refused the sign-in or the message',
    },
    optedOut: 'This guest texted STOP: no text reaches them until they text START. E-mail still does.',
    reply: 'Reply',
    send: 'Send reply',
    predefined: 'Predefined message',
    choosePredefined: 'Choose a message',
    previewFor: "As the guest will read it, in the guest's language:",
    sendPredefined: 'Send this message',
    loadFailed: 'The messages could not be loaded.',
  },
  usage: {
    title: 'My usage',
    description:
      "Text messages this month against your package's allowance. Usage counts the segments a provider accepted.",
    month: 'Messages in {{month}}',
    used: '{{used}} of {{allowance}} segments used ({{percent}} %)',
    noAllowance: '{{used}} segments sent; your package sets no monthly allowance.',
    progress: 'Share of the allowance used',
    policy:
      'From {{pause}} % of the allowance, feedback and marketing texts pause; service texts (driver dispatched, car ready, your turn) keep flowing. Administrators are e-mailed at {{alerts}}.',
    paused:
      'Feedback and marketing texts are paused this month; guests with an e-mail address get them by e-mail.',
    alertSent: 'Administrators were told at {{percent}} %.',
    byDay: 'Segments by day',
    day: '{{date}}: {{segments}}',
    none: 'No texts sent this month',
    loadFailed: 'The usage could not be loaded.',
    noProvider:
      'No text provider is set up: texts are only written to the server log, never sent to guests, and are not counted here. An administrator chooses a provider in Settings.',
  },
};

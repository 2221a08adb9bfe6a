/** English strings of the "login-history" namespace, loaded with its screens. */
export const en = {
  loginHistory: {
    title: 'User login history',
    description: 'Every sign-in to your company, newest first, including failed attempts.',
    caption: 'Sign-ins',
    from: 'From',
    to: 'To',
    search: 'Search',
    searchPlaceholder: 'Name or e-mail',
    columns: {
      user: 'User',
      email: 'E-mail',
      signedIn: 'Signed in',
      signedOut: 'Signed out',
      result: 'Result',
      ip: 'IP address',
      browser: 'Browser',
    },
    success: 'Success',
    failure: 'Failed',
    failureWithReason: 'Failed: {{reason}}',
    reasons: {
      wrong_password: 'wrong password',
      locked: 'account locked',
      inactive: 'account inactive',
    },
    empty: 'No sign-ins match these filters',
    export: 'Export',
    fileName: 'login-history',
  },
} as const;

/** English strings of the "auth" namespace, loaded with its screens. */
export const en = {
  auth: {
    change: {
      title: 'Change password',
      body: 'Other sessions of your account end when the password changes.',
      success: 'Your password has been changed.',
    },
    maintenance: {
      body: 'Curbside is being updated. This page checks again every 10 seconds.',
      checking: 'Checking…',
      readyTitle: 'Curbside is back',
      ready: 'The maintenance is over. Sign in to continue.',
      goToSignIn: 'Go to sign in',
    },
    login: {
      title: 'Sign in',
      subtitle: 'Use the e-mail address and password of your Curbside account.',
      email: 'E-mail',
      password: 'Password',
      forgot: 'Forgot password?',
      showPassword: 'Show the password',
      submit: 'Sign in',
    },
    notFound: {
      title: 'Page not found',
      body: 'The address you opened does not lead to a page of Curbside.',
    },
    recover: {
      title: 'Forgot password',
      body: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
      submit: 'Send the link',
      pending: 'Sending…',
      fulfilled: 'If an account exists for {{userName}}, an e-mail is on its way.',
      fulfilledHint:
        'The link in it is valid for a limited time. Check your spam folder if it does not arrive.',
      rejected: 'The e-mail could not be sent',
      backToSignIn: 'Back to sign in',
    },
    reset: {
      title: 'Choose a new password',
      forEmail: 'For {{email}}',
      checking: 'Checking your link…',
      requestNew: 'Request a new link',
      submit: 'Set the password',
      success: 'Your password has been changed. You can now sign in with it.',
    },
    lock: {
      title: 'Screen locked',
      body: 'Signed in as {{name}}. Enter your password to continue.',
      unlock: 'Unlock',
      notYou: 'Not you? Sign out',
    },
    releaseNotes: {
      title: 'Release notes',
    },
  },
} as const;

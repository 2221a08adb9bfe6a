/** English strings of the "help" namespace: the platform's help texts. */
export const en = {
  fields: {
    screenName: 'Screen',
    title: 'Title',
    body: 'Help',
  },
  helpTexts: {
    title: 'Help texts',
    description: 'The help behind the "?" of each console screen, in English and Arabic.',
    add: 'Add help text',
    empty: 'No help texts yet',
    emptyHint: 'Add the help of a screen: its staff open it from the "?" beside the title.',
  },
} as const;

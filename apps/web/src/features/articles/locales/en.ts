/** English strings of the "articles" namespace: the company's and the platform's articles, and /Welcome. */
export const en = {
  fields: {
    title: 'Title',
    body: 'Text',
    days: 'Shows',
    publishFrom: 'First day',
    publishUntil: 'Last day',
    audience: 'For',
    active: 'Active',
  },
  status: { active: 'Active', inactive: 'Inactive' },
  noEnd: 'no end',
  everyone: 'Everyone',
  audienceHint: 'Leave empty for everyone.',
  company: {
    title: 'Articles',
    description:
      'News for your staff on their welcome page, on the days you choose and for the roles you choose.',
    add: 'Add article',
    empty: 'No articles yet',
    emptyHint: 'Add one with a title, the text and the days it shows.',
    readOnly: 'You can see the articles; changing them needs the settings access rule.',
  },
  platform: {
    title: 'Platform articles',
    description: "News for every company's staff, shown on their welcome page.",
    add: 'Add article',
    empty: 'No platform articles yet',
    emptyHint: 'Add one with a title, the text and the days it shows.',
  },
  welcome: {
    title: 'Welcome, {{name}}',
    articles: "Today's articles",
    failed: "The day's articles could not be loaded.",
    empty: 'No news today',
    emptyHint: 'Articles for your role show here on the days they run.',
    source: { company: 'Your company', platform: 'Platform' },
  },
} as const;

/** English strings of the "packages" namespace: the platform's packages and their features. */
export const en = {
  fields: {
    name: 'Name',
    monthlyPriceCents: 'Price a month',
    features: 'Features',
    maxStaffUsers: 'Active staff users at most',
    maxKiosks: 'Kiosks at most',
    messageQuota: 'Text segments a month',
    active: 'Offered',
    status: 'Status',
  },
  features: {
    transport: 'Transport',
    parking: 'Parking',
    waitlist: 'Wait list',
    kiosk: 'Kiosks',
    feedback: 'Guest feedback',
    messaging: 'Two-way messaging',
    reports: 'Reports',
  },
  packages: {
    title: 'Packages',
    description:
      "What a company buys: the features its menu and calls allow, and its limits. A company's package applies at once.",
    add: 'Add package',
    empty: 'No packages yet',
    emptyHint: 'A company without a package has every feature and no limit.',
    unlimited: 'No limit',
    emptyIsUnlimited: 'Leave empty for no limit.',
  },
  packageFeatures: {
    title: 'Package features',
    description: 'Which features each package switches on. A change applies to the companies on it at once.',
    caption: 'Features of each package',
    empty: 'No packages yet',
    emptyHint: 'Add a package first, under Packages.',
    switch: '{{feature}} in {{name}}',
  },
} as const;

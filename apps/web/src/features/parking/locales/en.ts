/** English strings of the "parking" namespace, loaded with its screens. */
export const en = {
  lots: {
    title: 'Parking lots',
    description: 'The lots you sell parking in, and how many vehicles each holds.',
    add: 'Add lot',
    empty: 'No parking lots yet',
    emptyHint: 'Add each garage or lot with its number of spaces.',
    readOnly: 'You can see the lots; changing them needs the settings access rule.',
  },
  packages: {
    title: 'Parking packages',
    description: 'What the desk sells: a type of parking for a duration at a price, in the lots chosen.',
    add: 'Add package',
    empty: 'No parking packages yet',
    emptyHint: 'Add a package for each kind of parking you sell, such as a valet night.',
    readOnly: 'You can see the packages; changing them needs the settings access rule.',
    lots: 'Sold for these lots',
    hours: '{{count}} h',
  },
  fields: {
    name: 'Name',
    address: 'Address',
    capacity: 'Spaces',
    status: 'Status',
    type: 'Parking type',
    price: 'Price',
    duration: 'Duration (hours)',
    commission: 'Commission (%)',
    lots: 'Lots',
  },
} as const;

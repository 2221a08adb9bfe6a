/** English strings of the "content" namespace: the company's icons and advertisements. */
export const en = {
  fields: {
    name: 'Name',
    image: 'Image',
    active: 'Active',
    title: 'Title',
    body: 'Text',
    linkUrl: 'Link (https://…)',
    days: 'Runs',
    startsOn: 'First day',
    endsOn: 'Last day',
    where: 'Shows on',
    onKiosk: 'Kiosk',
    onGuestPage: 'Guest page',
    position: 'Order',
  },
  image: {
    none: 'Choose an image: it is kept as soon as it is chosen.',
    kept: 'Kept. Choose another image to replace it.',
    uploading: 'Keeping the image…',
  },
  icons: {
    title: 'Icons',
    description: 'Your own icons for place categories, map markers and kiosk buttons.',
    add: 'Add icon',
    empty: 'No icons yet',
    emptyHint: 'Add an icon with a name and a square image.',
    readOnly: 'You can see the icons; changing them needs the settings access rule.',
  },
  ads: {
    title: 'Advertisements',
    description:
      'What the kiosk and the guest page show in rotation, in English and Arabic, on the days you choose.',
    add: 'Add advertisement',
    empty: 'No advertisements yet',
    emptyHint: 'Add one with an image, a title and the days it runs.',
    readOnly: 'You can see the advertisements; changing them needs the settings access rule.',
    nameHint: 'Only staff see this name; guests read the title.',
    noEnd: 'no end',
  },
} as const;

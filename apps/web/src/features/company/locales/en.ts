/** English strings of the "company" namespace, loaded with its screens. */
export const en = {
  company: {
    title: 'Clock and phones',
    description: 'How every screen of {{name}} writes times and phone numbers, in English and Arabic alike.',
    loadFailed: 'The company profile could not be loaded.',
    country: 'Country',
    countryHint: 'Phones of this country are typed and shown without the country code; others in full.',
    clock: 'Clock',
    clockCountry: 'As the country reads it ({{clock}})',
    clock12: '12-hour (2:05 PM)',
    clock24: '24-hour (14:05)',
    preview: 'Now: {{time}} · a phone: {{phone}}',
    save: 'Save',
    saved: 'Saved. Every screen of the company now uses these.',
    saveFailed: 'The profile could not be saved.',
    readOnly: 'Only an administrator who manages settings can change these.',
  },
};

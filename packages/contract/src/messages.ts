/**
 * The contract's own validation messages, by code. A schema names the code (`z.string().min(1, 'required')`);
 * the server answers the code with its English text, and the web words the code in the user's language
 * (`validation.<code>`). Issues without one of these codes keep zod's code (`too_small`, `invalid_format`...)
 * and its values, which the web words too.
 */
export const VALIDATION_MESSAGES = {
  required: 'Required',
  nulCharacter: 'Must not contain a NUL character',
  notBeforeFromDate: 'Must not be before fromDate',
  notBeforeValidFrom: 'Must not be before validFrom',
  differentFromOrigin: 'Must differ from the origin',
  moreThanZero: 'Must be more than zero',
  notNegative: 'Must not be negative',
  wholeCents: 'Whole cents',
  atMost100Percent: 'At most 100 %',
  atLeastOneSeat: 'At least 1 seat',
  atLeastOneMinute: 'At least 1 minute',
  atLeastOneGuest: 'At least one guest',
  latitude: 'Between -90 and 90',
  longitude: 'Between -180 and 180',
  pickADay: 'Pick a day',
  chooseUsers: 'Choose at least one user',
  chooseParties: 'Choose at least one party',
  driverOrOtherDriver: 'Choose a driver or an other driver',
  lastFourDigits: 'The last four digits',
  cardOrProviderPayment: 'The last four digits of the card, or the provider payment id',
  requiredWhenEditing: 'Required when editing a party',
  requiredForLater: 'Required when booking for later',
  requiredForAccount: 'Required for an account payment',
  requiredForPartialRefund: 'Required for a partial refund',
  ridesOrParking: 'Pick rides, parking or both',
  phoneCharacters: 'Digits, spaces, + ( ) - only',
  phone: 'A phone number, e.g. +12125550100',
  email: 'An e-mail address',
  timeOfDay: 'A time as HH:MM',
  photoSize: 'At most 512 KiB',
  duplicate: 'This value is taken already.',
  notFound: 'This was not found.',
  withinRatingScale: 'Within the rating scale',
  wholeNumber: 'A whole number',
  twoDecimals: 'At most two decimals',
  chooseLots: 'Choose at least one lot',
  plateCharacters: 'Letters or digits',
  notBeforeStart: 'Must be after the start',
} as const;
export type ValidationCode = keyof typeof VALIDATION_MESSAGES;

/** English strings of the "pricing" namespace, loaded with its screens. */
export const en = {
  taxCodes: {
    title: 'Tax and service codes',
    description: 'Taxes, service fees and the card surcharge added to every price.',
    add: 'Add code',
    empty: 'No tax or service codes yet',
    kinds: {
      tax: 'Tax',
      service: 'Service fee',
      card_surcharge: 'Card surcharge',
    },
  },
  coupons: {
    title: 'Discount codes',
    description: 'Coupons that guests enter to lower the price of rides or parking.',
    add: 'Add discount code',
    empty: 'No discount codes yet',
    discount: 'Discount',
    valid: 'Valid',
    usage: 'Used',
    appliesTo: 'Applies to',
    rides: 'Rides',
    parking: 'Parking',
    kind: 'Type',
    percent: 'Percentage',
    amount: 'Amount',
    value: 'Value',
    valueHint: 'A percentage for a percentage coupon, an amount of money otherwise',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    usageLimit: 'Usage limit',
  },
} as const;

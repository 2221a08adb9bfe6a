import { z } from 'zod';
import { id, optionalCompany } from './common.ts';
import { basisPoints } from './locations.ts';
import { commissionReports } from './parking-reports.ts';
import { chargeCode } from './pricing.ts';
import { collection } from './resource.ts';

const chargeKind = z.enum(['tax', 'service', 'card_surcharge']);

export const chargeCodeInput = z.object({
  ...optionalCompany,
  id: id.optional(),
  code: z.string().trim().min(1, 'required').max(20),
  name: z.string().trim().min(1, 'required').max(120),
  kind: chargeKind,
  rateBasisPoints: basisPoints,
  active: z.boolean().default(true),
});

/** Taxes, service fees and the card surcharge: a code (kept in capitals, unique per company) with a rate. */
export const taxCodes = collection({
  noun: 'charge_code',
  tag: 'chargeCodes',
  item: chargeCode,
  input: chargeCodeInput,
  read: 'rule:settings.manage',
  write: 'rule:settings.manage',
  list: {
    path: 'Subscription/GetTaxAndServiceCodes',
    method: 'GET',
    summary:
      'Tax, service-fee and card-surcharge codes, by kind and code; paged, searchable by code or name.',
    sort: ['kind', 'code', 'name', 'rateBasisPoints'],
    filters: { kind: chargeKind.optional() },
  },
  save: {
    path: 'Subscription/AddOrEditTaxAndServiceCode',
    summary:
      'Creates a tax, service-fee or card-surcharge code, or updates the one with this id (its code is unique, in any case).',
  },
  remove: {
    path: 'Subscription/DeleteTaxAndServiceCode',
    summary: 'Deletes a tax, service-fee or card-surcharge code.',
  },
});

/** The Subscription area: the company's tax and service codes, and the staff's parking commission. */
export const subscription = { ...taxCodes.entries, ...commissionReports };

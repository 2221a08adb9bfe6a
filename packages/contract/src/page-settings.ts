import { z } from 'zod';
import { activeFilter, INT4, id, optionalCompany } from './common.ts';
import { localizedText, storedText } from './content.ts';
import { collection } from './resource.ts';
import { settings } from './settings.ts';

/**
 * A company's own booking fields and the built-in optional ones it shows (`/Settings/PageSettings`, ADR 0085):
 * the custom fields a company adds to the reservation form, the guest's link and the kiosk, and the switches of
 * the built-in fields a company may not need (room, e-mail, flight, luggage, note to the guest, coupon).
 */

/** What a custom field holds: a line of text, a number, one of its choices, a day, or yes or no. */
export const CUSTOM_FIELD_KINDS = ['text', 'number', 'choice', 'date', 'yesNo'] as const;
export const customFieldKind = z.enum(CUSTOM_FIELD_KINDS);

/** The longest text a guest may type into a custom field. */
export const CUSTOM_TEXT_MAX = 500;
/** The most choices one field offers, and the most custom fields a company keeps. */
export const MAX_CUSTOM_CHOICES = 30;
export const MAX_CUSTOM_FIELDS = 50;

/** A choice: its key is what a party keeps (so a relabelled choice keeps its answers), its label is shown. */
const choice = z.object({ key: z.string(), label: storedText });

export const customField = z.object({
  id,
  label: storedText,
  kind: customFieldKind,
  required: z.boolean(),
  choices: z.array(choice),
  /** Where it is asked: the console's reservation form (and the driver's), the guest's link, the kiosk. */
  onReservationForm: z.boolean(),
  onGuestLink: z.boolean(),
  onKiosk: z.boolean(),
  /** Whether the board's card shows the party's answer. */
  onBoardCard: z.boolean(),
  /** Its place among the company's fields, lowest first. */
  position: z.number().int(),
  active: z.boolean(),
});
export type CustomField = z.infer<typeof customField>;

const choiceKey = z
  .string()
  .trim()
  .min(1, 'required')
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'choiceKey');

export const customFieldInput = z
  .object({
    ...optionalCompany,
    id: id.optional(),
    label: localizedText({ max: 80, required: true }),
    kind: customFieldKind,
    required: z.boolean().default(false),
    choices: z
      .array(z.object({ key: choiceKey, label: localizedText({ max: 80, required: true }) }))
      .max(MAX_CUSTOM_CHOICES)
      .default([]),
    onReservationForm: z.boolean().default(true),
    onGuestLink: z.boolean().default(false),
    onKiosk: z.boolean().default(false),
    onBoardCard: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'choice' && input.choices.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'addAChoice' });
    }
    if (input.kind !== 'choice' && input.choices.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'choicesOnlyForChoice' });
    }
    const seen = new Set<string>();
    input.choices.forEach((one, index) => {
      if (seen.has(one.key.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: ['choices', index, 'key'], message: 'duplicate' });
      }
      seen.add(one.key.toLowerCase());
    });
    if (!input.onReservationForm && !input.onGuestLink && !input.onKiosk) {
      ctx.addIssue({ code: 'custom', path: ['onReservationForm'], message: 'choosePlacement' });
    }
  });

export const customFields = collection({
  noun: 'custom_field',
  tag: 'customFields',
  shownIn: ['parties'],
  item: customField,
  input: customFieldInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'PageSettings/GetCustomFields',
    method: 'POST',
    summary:
      "The company's own booking fields in their order: label in every language, kind, choices, required or not, where each is asked and whether the board's card shows it; paged, searchable by label.",
    sort: ['position'],
    filters: activeFilter,
  },
  save: {
    path: 'PageSettings/AddOrEditCustomField',
    summary:
      'Adds a custom booking field (last in the order), or edits the one with this id; every booking path validates answers by it from the next booking.',
  },
  remove: {
    path: 'PageSettings/DeleteCustomField',
    summary:
      'Deletes a custom field; the answers parties kept stay in their records but are no longer asked or shown.',
  },
  activate: {
    path: 'PageSettings/EnableDisableCustomFeilds',
    summary:
      'Switches a custom field on or off without editing it: a field switched off is neither asked nor accepted.',
  },
  reorder: {
    path: 'PageSettings/MoveCustomField',
    summary: 'Moves a custom field within the order the forms ask them in.',
  },
});

/** The built-in booking fields a company may switch off; the guest's name, phone, places and counts stay. */
export const BUILT_IN_FIELDS = [
  'roomNumber',
  'email',
  'flightNumber',
  'luggage',
  'externalNotes',
  'couponCode',
] as const;
export type BuiltInField = (typeof BUILT_IN_FIELDS)[number];

const builtInShape = Object.fromEntries(BUILT_IN_FIELDS.map((field) => [field, z.boolean()])) as Record<
  BuiltInField,
  z.ZodBoolean
>;
export const builtInFieldsEntry = z.object(builtInShape);
export type BuiltInFields = z.infer<typeof builtInFieldsEntry>;

export const builtInFields = settings({
  noun: 'built_in_fields',
  tag: 'builtInFields',
  item: builtInFieldsEntry,
  input: builtInShape,
  // Every built-in field shown: what every company had before it could switch them.
  defaults: Object.fromEntries(BUILT_IN_FIELDS.map((field) => [field, true])) as BuiltInFields,
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'PageSettings/GetDynamicFeilds',
    method: 'POST',
    summary:
      'Which built-in optional booking fields the forms show (room, e-mail, flight, luggage, note to the guest, coupon); all until the company saves.',
  },
  update: {
    path: 'PageSettings/UpdateDynamicFeilds',
    summary:
      'Switches built-in optional booking fields on or off (every switch sent): a field switched off is not asked, not required and not changed.',
  },
});

/**
 * An answer to a custom field: text, a day or a choice's key as text, a number (bounded as every number a call
 * takes is), yes or no.
 */
export const customValue = z.union([
  z.string().trim().max(CUSTOM_TEXT_MAX),
  z.number().min(INT4.min).max(INT4.max),
  z.boolean(),
]);
export type CustomValue = z.infer<typeof customValue>;
/** The answers a booking sends, by field id; fields left out keep the party's answers, and null clears one. */
export const customValuesInput = z
  .record(id, z.union([...customValue.options, z.null()]))
  .refine((values) => Object.keys(values).length <= MAX_CUSTOM_FIELDS, 'tooManyFields');
/** The answers a party keeps, by field id. */
export const customValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type CustomValues = z.infer<typeof customValues>;

/** A field as a form asks it (the guest's link reads only these, never the settings). */
export const askedField = customField.pick({
  id: true,
  label: true,
  kind: true,
  required: true,
  choices: true,
});
export type AskedField = z.infer<typeof askedField>;

/** The PageSettings area. */
export const pageSettings = { ...customFields.entries, ...builtInFields.entries };

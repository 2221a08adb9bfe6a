import {
  type AskedField,
  type BookingRules,
  type BuiltInField,
  type BuiltInFields,
  builtInFields,
  type CustomValue,
  type CustomValues,
  isoDate,
  VALIDATION_MESSAGES,
  type ValidationCode,
} from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { badRequest, type FieldError } from '../../errors.ts';
import { fieldsSettingsStore } from '../../resources/settings-store.ts';

/*
 * The company's booking fields (ADR 0085), checked beside its booking rules (ADR 0070) on every path that books
 * or changes a booking: the staff booking (console and driver), the guest's link and the kiosk. A custom
 * field's answer is checked by its definition; a built-in field the company switched off is neither required
 * nor changed.
 */

const _t = schema.customFields;
const b = schema.builtInFields;
const BUILT_IN = Object.keys(builtInFields.spec.defaults) as BuiltInField[];

export const builtInFieldsStore = fieldsSettingsStore(builtInFields, b);

/** The built-in fields the company shows, or all of them while it never saved the switches. */
export const builtInsOf = (tx: Tx, companyId: string): Promise<BuiltInFields> =>
  builtInFieldsStore.read(tx, companyId);

/** Whether an answer fits its field's kind: the code of what it should be, or undefined when it fits. */
function misfit(field: AskedField, value: CustomValue): ValidationCode | undefined {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? undefined : 'aText';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'aNumber';
    case 'choice':
      return field.choices.some((choice) => choice.key === value) ? undefined : 'notAChoice';
    case 'date':
      return typeof value === 'string' && isoDate.safeParse(value).success ? undefined : 'pickADay';
    case 'yesNo':
      return typeof value === 'boolean' ? undefined : 'yesOrNo';
  }
}

const isBlank = (value: CustomValue | null | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The party's answers after a booking or an edit on `channel`: each answer sent must be to a field the channel
 * asks and fit its kind (null or blank clears it); answers not sent are kept; every required field asked there
 * must have one. One 400 naming each field at `body.customValues.<id>`.
 */
export function checkedCustomValues(
  fields: readonly AskedField[],
  sent: Readonly<Record<string, CustomValue | null>> | undefined,
  before: CustomValues = {},
): CustomValues {
  const errors: FieldError[] = [];
  const problem = (fieldId: string, code: ValidationCode) =>
    errors.push({ path: `body.customValues.${fieldId}`, code, message: VALIDATION_MESSAGES[code] });
  const values: CustomValues = { ...before };
  for (const [fieldId, value] of Object.entries(sent ?? {})) {
    const field = fields.find((one) => one.id === fieldId);
    if (!field) {
      problem(fieldId, 'unknownField');
    } else if (isBlank(value)) {
      delete values[fieldId];
    } else {
      const code = misfit(field, value as CustomValue);
      if (code) problem(fieldId, code);
      else values[fieldId] = typeof value === 'string' ? value.trim() : (value as CustomValue);
    }
  }
  for (const field of fields) {
    if (field.required && isBlank(values[field.id]) && !errors.some((e) => e.path.endsWith(field.id))) {
      problem(field.id, 'required');
    }
  }
  if (errors.length > 0) throw badRequest('Some answers do not fit the company’s booking fields.', errors);
  return values;
}

const RULE_OF: Partial<Record<BuiltInField, keyof BookingRules>> = {
  roomNumber: 'requireRoom',
  email: 'requireEmail',
  flightNumber: 'requireFlight',
};

/** The rules as they hold with the switches: a built-in field switched off is never required. */
export function rulesWithBuiltIns(rules: BookingRules, builtIns: BuiltInFields): BookingRules {
  const held = { ...rules };
  for (const [field, rule] of Object.entries(RULE_OF) as [BuiltInField, keyof BookingRules][]) {
    if (!builtIns[field]) Object.assign(held, { [rule]: false });
  }
  return held;
}

/** A built-in field's value as a booking sends it and as the party keeps it (a blank coupon is none). */
type BuiltInValues = Partial<Record<BuiltInField, string | number | null | undefined>>;
const normal = (value: string | number | null | undefined) => value ?? '';

/**
 * A field switched off is not changed: a booking that gives it a value other than the party's (or, when new,
 * other than blank or none) is refused, naming the field. The forms do not show it, so only a caller that
 * ignores the switches meets this.
 */
export function checkSwitchedOff(
  builtIns: BuiltInFields,
  sent: BuiltInValues,
  before: BuiltInValues | undefined,
): void {
  const errors: FieldError[] = [];
  for (const field of BUILT_IN) {
    if (builtIns[field] || !(field in sent) || sent[field] === undefined) continue;
    const was = before ? normal(before[field]) : field === 'luggage' ? 0 : '';
    if (normal(sent[field]) !== was) {
      errors.push({
        path: `body.${field}`,
        code: 'fieldSwitchedOff',
        message: VALIDATION_MESSAGES.fieldSwitchedOff,
      });
    }
  }
  if (errors.length > 0) throw badRequest('The company switched these fields off.', errors);
}

import type { Collection, ItemOf, SaveInputOf } from '@curbside/contract';
import type { TFunction } from 'i18next';
import { wordOptions } from '../lib/options.ts';
import { activeSwitch, columnsOf, formValuesOf, statusSelect } from './crudColumns.tsx';
import type { CrudColumn, CrudScreenProps, PlainCrud, PlainField } from './crudTypes.ts';
import type { FieldSpec } from './ResourceForm.tsx';

const kindOf = (field: PlainField) => (typeof field === 'string' ? field : field.kind);
const labelOf = (t: TFunction, name: string, field: PlainField) =>
  t(typeof field === 'object' && field.label ? field.label : `fields.${name}`);
const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)} %`;

function columnFor<C extends Collection>(
  resource: C,
  t: TFunction,
  name: string,
  field: PlainField,
): CrudColumn<ItemOf<C>, string> {
  const column = columnsOf(resource);
  const header = labelOf(t, name, field);
  const sort = (resource.spec.list.sort as readonly string[]).includes(name) ? name : undefined;
  const key = name as Parameters<typeof column.text>[0];
  const value = (row: ItemOf<C>) => (row as Record<string, unknown>)[name];
  if (typeof field === 'object' && field.kind === 'choice') {
    const word = (row: ItemOf<C>) => t(`${field.words}.${String(value(row))}`);
    return { key: name, header, sort, render: word, csv: (row) => String(value(row)) };
  }
  switch (kindOf(field)) {
    case 'ltr':
      return column.ltr(key, header, sort);
    case 'optional':
      return column.optional(t, key, header, sort);
    case 'percent':
      return {
        key: name,
        header,
        sort,
        render: (row) => <span dir="ltr">{percent(Number(value(row)))}</span>,
        csv: (row) => Number(value(row)) / 100,
      };
    case 'active':
      return column.active(t, sort);
    case 'status':
      return column.status(header, sort);
    default:
      return column.text(key, header, sort);
  }
}

function formFieldFor(t: TFunction, name: string, field: PlainField): FieldSpec {
  const label = labelOf(t, name, field);
  const description = typeof field === 'object' && 'hint' in field && field.hint ? t(field.hint) : undefined;
  if (typeof field === 'object' && field.kind === 'choice') {
    const options = wordOptions(t, field.words, field.choices);
    return { name, label, kind: 'select', options };
  }
  switch (kindOf(field)) {
    case 'count':
      return { name, label, kind: 'integer', min: 0 };
    case 'percent':
      return { name, label, kind: 'percent' };
    case 'active':
      return activeSwitch(t);
    case 'status':
      return statusSelect(t, label);
    default:
      return { name, label, kind: 'text', description };
  }
}

/**
 * The columns, form and row name of a collection whose rows are plain fields (a name, a code, a count, a
 * status), from one list: `CrudScreen`'s `plain`. `t` is bound to the screen's namespace.
 */
export function plainParts<C extends Collection>(
  resource: C,
  t: TFunction,
  plain: PlainCrud<C>,
): Pick<CrudScreenProps<C>, 'form' | 'nameOf'> & { columns: CrudColumn<ItemOf<C>, string>[] } {
  const entries = Object.entries(plain.fields as Record<string, PlainField>);
  const optional = entries.filter(([, field]) => field === 'optional').map(([name]) => name);
  const nameField = plain.nameField ?? 'name';
  return {
    columns: entries.map(([name, field]) => columnFor(resource, t, name, field)),
    form: {
      fields: entries.map(([name, field]) => formFieldFor(t, name, field)),
      initial: (row: ItemOf<C> | null) => formValuesOf(row as { id: string } | null, plain.initial),
      // An optional text left empty is saved as no value at all.
      toInput: (input: SaveInputOf<C>) => {
        const values: Record<string, unknown> = { ...(input as Record<string, unknown>) };
        for (const name of optional) values[name] = values[name] || null;
        return values as SaveInputOf<C>;
      },
    },
    nameOf: (row: ItemOf<C>) => String((row as Record<string, unknown>)[nameField]),
  };
}

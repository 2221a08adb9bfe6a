import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { datesInOrder } from '../../lib/dates.ts';
import { CONTENT_FIELDS_NAMESPACE } from '../../lib/namespaces.ts';
import type { ContentFieldSpec, FieldScope, FieldSpec } from './types.ts';

interface DateRangeFieldProps {
  field: FieldSpec & Extract<ContentFieldSpec, { kind: 'dateRange' }>;
  scope: FieldScope;
  disabled: boolean;
}

/**
 * A first and a last day, kept in two fields of the form (`name` and `end`) as `YYYY-MM-DD`; an empty box is
 * null. A last day before the first is marked at once, before the schema says so on submit.
 */
export function DateRangeField({ field, scope, disabled }: DateRangeFieldProps) {
  const { t } = useTranslation(CONTENT_FIELDS_NAMESPACE);
  const day = (name: string) => {
    const value = scope.values[name];
    return typeof value === 'string' ? value : '';
  };
  const from = day(field.name);
  const to = day(field.end);
  const ends = [
    { name: field.name, label: field.label, value: from, max: to || undefined },
    { name: field.end, label: field.endLabel, value: to, min: from || undefined },
  ];
  return (
    <Group gap="sm" align="flex-start" grow>
      {ends.map(({ name, ...end }) => (
        <TextInput
          key={name}
          {...end}
          type="date"
          dir="ltr"
          disabled={disabled}
          description={name === field.name ? field.description : undefined}
          error={
            scope.errors[name] ??
            (name === field.end && !datesInOrder(from, to) ? t('validation.dateOrder') : undefined)
          }
          onChange={(event) => scope.set(name, event.currentTarget.value || null)}
        />
      ))}
    </Group>
  );
}

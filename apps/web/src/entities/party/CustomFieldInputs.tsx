import { type AskedField, textIn } from '@curbside/contract';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomDraft } from './custom-answers.ts';

export interface CustomFieldInputsProps {
  /** The company's fields this form asks, in the company's order. */
  fields: readonly AskedField[];
  values: CustomDraft;
  /** Errors by `customValues.<id>`, as the form's other errors. */
  errors: Readonly<Record<string, string>>;
  onChange: (fieldId: string, value: CustomDraft[string]) => void;
  /** The language the labels are read in (the guest's on their link). */
  language?: string;
}

/**
 * The company's own booking fields (ADR 0085) drawn by their kind: text, number, a choice, a day, yes or no.
 * The console's booking form and the guest's link both draw them here; the server checks the answers anyway.
 */
export default function CustomFieldInputs({
  fields,
  values,
  errors,
  onChange,
  language,
}: CustomFieldInputsProps) {
  const { t, i18n } = useTranslation('party');
  const reading = language ?? i18n.language;
  if (fields.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {fields.map((field) => {
        const common = {
          label: textIn(field.label, reading),
          required: field.required,
          error: errors[`customValues.${field.id}`],
        };
        const value = values[field.id];
        switch (field.kind) {
          case 'number':
            return (
              <NumberInput
                key={field.id}
                {...common}
                value={typeof value === 'number' ? value : ''}
                onChange={(next) => onChange(field.id, typeof next === 'number' ? next : null)}
              />
            );
          case 'choice':
          case 'yesNo': {
            const options =
              field.kind === 'choice'
                ? field.choices.map((choice) => ({ value: choice.key, label: textIn(choice.label, reading) }))
                : [
                    { value: 'yes', label: t('customFields.yes') },
                    { value: 'no', label: t('customFields.no') },
                  ];
            const selected =
              field.kind === 'yesNo' ? (value === true ? 'yes' : value === false ? 'no' : null) : value;
            return (
              <Select
                key={field.id}
                {...common}
                data={options}
                placeholder={t('customFields.choose')}
                clearable={!field.required}
                value={typeof selected === 'string' ? selected : null}
                onChange={(next) =>
                  onChange(field.id, field.kind === 'yesNo' && next !== null ? next === 'yes' : next)
                }
              />
            );
          }
          default:
            return (
              <TextInput
                key={field.id}
                {...common}
                type={field.kind === 'date' ? 'date' : 'text'}
                maxLength={500}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(field.id, event.currentTarget.value)}
              />
            );
        }
      })}
    </SimpleGrid>
  );
}

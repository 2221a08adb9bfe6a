import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type LocalizedText,
} from '@curbside/contract/content-names';
import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_FIELDS_NAMESPACE } from '../../lib/namespaces.ts';
import { MarkdownField } from './MarkdownField.tsx';
import type { ContentFieldSpec, FieldScope, FieldSpec } from './types.ts';

interface LocalizedTextFieldProps {
  field: FieldSpec & Extract<ContentFieldSpec, { kind: 'localized' }>;
  scope: FieldScope;
  disabled: boolean;
}

/** Each language's writing direction: the Arabic box is right to left whatever the console's language. */
const DIRECTION: Record<ContentLanguage, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

const isLocalized = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One text in every supported language, side by side (stacked on a narrow screen), stored as `{ en, ar }`. */
export function LocalizedTextField({ field, scope, disabled }: LocalizedTextFieldProps) {
  const { t } = useTranslation(CONTENT_FIELDS_NAMESPACE);
  const stored = scope.values[field.name];
  const text: LocalizedText = isLocalized(stored) ? stored : { en: '', ar: '' };
  return (
    <Fieldset legend={field.label} variant="unstyled" disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {CONTENT_LANGUAGES.map((language) => {
          const box = {
            label: t(`formField.language.${language}`, { label: field.label }),
            description: language === 'en' ? field.description : undefined,
            placeholder: field.placeholder,
            lang: language,
            dir: DIRECTION[language],
            error: scope.errors[`${field.name}.${language}`],
            value: text[language] ?? '',
          };
          const write = (next: string) => scope.set(field.name, { ...text, [language]: next });
          if (field.markdown) {
            const { label, error, value, ...rest } = box;
            return (
              <MarkdownField
                key={language}
                {...rest}
                label={label}
                disabled={disabled}
                {...(error ? { error } : {})}
                value={value}
                onChange={write}
              />
            );
          }
          return field.multiline ? (
            <Textarea
              key={language}
              {...box}
              autosize
              minRows={3}
              onChange={(event) => write(event.currentTarget.value)}
            />
          ) : (
            <TextInput key={language} {...box} onChange={(event) => write(event.currentTarget.value)} />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}

import { MultiSelect, Textarea } from '@mantine/core';
import { ColourField } from './ColourField.tsx';
import { DateRangeField } from './DateRangeField.tsx';
import { IconField } from './IconField.tsx';
import { LocalizedTextField } from './LocalizedTextField.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import { RowsField } from './RowsField.tsx';
import type { ContentFieldSpec, FieldScope, FieldSpec, FieldValue, RenderField } from './types.ts';

export interface ContentFieldProps {
  field: FieldSpec & ContentFieldSpec;
  scope: FieldScope;
  disabled: boolean;
  /** How the form draws any field, for the fields of a repeatable row. */
  render: RenderField;
}

/**
 * The content kinds of `ResourceForm` (ADR 61). Loaded with the first form that shows one, so the shell and the
 * forms without them do not download these inputs, the icons or the Markdown parser.
 */
export default function ContentField({ field, scope, disabled, render }: ContentFieldProps) {
  const value = scope.values[field.name];
  const put = (next: FieldValue) => scope.set(field.name, next);
  const labelled = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    disabled,
    error: scope.errors[field.name],
    ...(field.ltr ? { dir: 'ltr' as const } : {}),
  };
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'multiline':
      return (
        <Textarea
          {...labelled}
          autosize
          minRows={field.rows ?? 3}
          value={text}
          onChange={(event) => put(event.currentTarget.value)}
        />
      );
    case 'markdown':
      return <MarkdownField {...labelled} rows={field.rows} value={text} onChange={put} />;
    case 'multiSelect':
      return (
        <MultiSelect
          {...labelled}
          data={field.options}
          searchable
          value={Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []}
          onChange={put}
        />
      );
    case 'icon':
      return <IconField {...labelled} icons={field.icons} value={text || null} onChange={put} />;
    case 'colour':
      return <ColourField {...labelled} value={text} onChange={put} />;
    case 'localized':
      return <LocalizedTextField field={field} scope={scope} disabled={disabled} />;
    case 'dateRange':
      return <DateRangeField field={field} scope={scope} disabled={disabled} />;
    case 'rows':
      return <RowsField field={field} scope={scope} disabled={disabled} render={render} />;
  }
}

import { Select, type SelectProps, Stack, Textarea, type TextareaProps } from '@mantine/core';

export interface NoteOption {
  value: string;
  label: string;
}

export interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The predefined notes to pick from; the picker is hidden without any. */
  options: NoteOption[];
  /** The picker's placeholder, also the end of its accessible name (`<label>: <pickerLabel>`). */
  pickerLabel: string;
  error?: string | undefined;
  textareaProps?: Partial<TextareaProps>;
  pickerProps?: Partial<SelectProps>;
}

/** A picked note goes on a line of its own after what is already written. */
export const appendNote = (current: string, note: string) =>
  current.trim() ? `${current.trim()}\n${note}` : note;

/** A party note (internal or external): free text, plus a picker that appends a predefined note. */
export function NoteField({
  label,
  value,
  onChange,
  options,
  pickerLabel,
  error,
  textareaProps,
  pickerProps,
}: NoteFieldProps) {
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={2}
        {...textareaProps}
      />
      {options.length > 0 ? (
        <Select
          aria-label={`${label}: ${pickerLabel}`}
          placeholder={pickerLabel}
          data={options}
          value={null}
          size="xs"
          onChange={(id) => {
            const note = options.find((option) => option.value === id);
            if (note) onChange(appendNote(value, note.label));
          }}
          {...pickerProps}
        />
      ) : null}
    </Stack>
  );
}

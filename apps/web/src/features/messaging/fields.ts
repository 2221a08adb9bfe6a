import type { FieldSpec } from '../../components/ResourceForm.tsx';

/** A box whose text reads left to right in every language: a host, a user name, a key, a number. */
export const ltrField = (name: string, label: string): FieldSpec => ({
  name,
  label,
  kind: 'text',
  ltr: true,
});

/** A secret's box: shown empty (an empty box keeps the stored one), described by whether one is stored. */
export const secretField = (name: string, label: string, description: string): FieldSpec => ({
  name,
  label,
  kind: 'secret',
  ltr: true,
  description,
});

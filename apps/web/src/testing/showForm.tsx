import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import {
  type FieldSpec,
  type FormValues,
  ResourceForm,
  type Validator,
} from '../components/ResourceForm.tsx';
import type { Language } from '../lib/i18n.ts';
import { renderWithProviders } from './render.tsx';

/** A form of the given fields checked by `schema`; `save` presses its submit, `saved` holds what a submit sent. */
export function showForm(
  fields: FieldSpec[],
  initial: FormValues,
  schema: Validator,
  language: Language = 'en',
) {
  const saved = vi.fn(async (_values: FormValues) => undefined);
  const rendered = renderWithProviders(
    <ResourceForm fields={fields} initial={initial} schema={schema} onSubmit={saved} submitLabel="Save" />,
    { language },
  );
  // Found, not got: a form with a content field draws once that field's code has come (ADR 61).
  const save = async () => rendered.user.click(await screen.findByRole('button', { name: 'Save' }));
  return { ...rendered, saved, save };
}

import { vi } from 'vitest';
import {
  type FieldSpec,
  type FormValues,
  ResourceForm,
  type Validator,
} from '../components/ResourceForm.tsx';
import type { Language } from '../lib/i18n.ts';
import { renderWithProviders } from './render.tsx';

/** A form of the given fields checked by `schema`; `saved` holds what a submit sent. */
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
  return { ...rendered, saved };
}

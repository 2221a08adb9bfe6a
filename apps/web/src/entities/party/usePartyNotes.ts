import { routes } from '@curbside/contract/routes';
import { useApiQuery } from '../../lib/query.ts';
import type { NoteOption } from './NoteField.tsx';

/** `Transportation/Notes` is paged; one page this large holds every predefined note a company keeps. */
const ALL_NOTES = 200;

/** The predefined party notes, in their order, as the options of a note picker. */
export function usePartyNotes(): NoteOption[] {
  const notes = useApiQuery(routes.transportation.notes, { query: { kind: 'party', pageSize: ALL_NOTES } });
  return (notes.data?.items ?? [])
    .filter((note) => note.kind === 'party')
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((note) => ({ value: note.id, label: note.text }));
}

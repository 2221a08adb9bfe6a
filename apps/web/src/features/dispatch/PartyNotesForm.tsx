import type { PartyDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteField } from '../../entities/party/NoteField.tsx';
import { usePartyNotes } from '../../entities/party/usePartyNotes.ts';
import { useWrite } from '../../lib/query.ts';
import { isConflict } from './actions.tsx';
import { DrawerForm, notifyConflict } from './drawer-parts.tsx';

/** Edits the party's internal (staff) and external (guest) notes; predefined notes can be inserted. */
export function NotesForm({ party, onDone }: { party: PartyDetails; onDone: () => void }) {
  const { t } = useTranslation('dispatch');
  const [internal, setInternal] = useState(party.internalNotes);
  const [external, setExternal] = useState(party.externalNotes);
  const notes = usePartyNotes();
  const save = useWrite(routes.configReservation.updateParkingOrPartyNotes, {
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('dispatch.notes.saved') });
      onDone();
    },
  });
  const picker = {
    options: notes,
    pickerLabel: t('dispatch.notes.predefined'),
    textareaProps: { maxLength: 1000 },
    pickerProps: { searchable: true, w: 260 },
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A conflict refreshes the party (useWrite); the drawer closes on it with a word of why.
    void save
      .call({
        body: { partyId: party.id, version: party.version, internalNotes: internal, externalNotes: external },
      })
      .catch((error: unknown) => {
        if (!isConflict(error)) return;
        notifyConflict(t);
        onDone();
      });
  };
  return (
    <DrawerForm
      label={t('dispatch.notes.title')}
      onSubmit={submit}
      error={isConflict(save.error) ? null : save.message}
      submitLabel={t('dispatch.notes.submit')}
      pending={save.busy}
      onCancel={onDone}
    >
      <NoteField
        label={t('dispatch.drawer.internalNotes')}
        value={internal}
        onChange={setInternal}
        {...picker}
      />
      <NoteField
        label={t('dispatch.drawer.externalNotes')}
        value={external}
        onChange={setExternal}
        {...picker}
      />
    </DrawerForm>
  );
}

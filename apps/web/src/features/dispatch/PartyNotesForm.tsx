import { contract, type PartyDetails } from '@curbside/contract';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { NoteField } from '../../entities/party/NoteField.tsx';
import { usePartyNotes } from '../../entities/party/usePartyNotes.ts';
import { describeError } from '../../lib/errors.ts';
import { useApiMutation } from '../../lib/query.ts';
import { isConflict } from './actions.tsx';
import { notifyConflict, useRefreshParty } from './drawer-parts.tsx';

/** Edits the party's internal (staff) and external (guest) notes; predefined notes can be inserted. */
export function NotesForm({ party, onDone }: { party: PartyDetails; onDone: () => void }) {
  const { t } = useTranslation('dispatch');
  const refresh = useRefreshParty();
  const [internal, setInternal] = useState(party.internalNotes);
  const [external, setExternal] = useState(party.externalNotes);
  const notes = usePartyNotes();
  const save = useApiMutation(contract.configReservation.updateParkingOrPartyNotes, {
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('dispatch.notes.saved') });
      void refresh();
      onDone();
    },
    onError: (error) => {
      if (isConflict(error)) {
        notifyConflict(t);
        void refresh();
        onDone();
      }
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
    save.mutate({
      body: { partyId: party.id, version: party.version, internalNotes: internal, externalNotes: external },
    });
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={submit}
      aria-label={t('dispatch.notes.title')}
    >
      <Stack gap="xs">
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
        <FormErrorAlert
          message={save.error && !isConflict(save.error) ? describeError(save.error, t) : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('dispatch.notes.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import { routes } from '@curbside/contract/routes';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../../lib/query.ts';

/**
 * The erasure's confirmation (ADR 121): it cannot be undone, so the button stays off until the person types the
 * word shown; the server's answer says how many rows of each kind lost the guest.
 */
export function EraseGuestModal({
  guestRef,
  onClose,
  onErased,
}: {
  guestRef: string;
  onClose: () => void;
  onErased: () => void;
}) {
  const { t } = useTranslation('guests');
  const [typed, setTyped] = useState('');
  const word = t('erase.word');
  const erase = useWrite(routes.guest.eraseGuest, {
    onSuccess: (counts) => {
      notifications.show({ color: 'teal', message: t('erase.done', counts) });
      onClose();
      onErased();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('erase.title')} centered>
      <Stack>
        <Alert color="red" variant="light">
          {t('erase.warning')}
        </Alert>
        <TextInput
          label={t('erase.typeToConfirm', { word })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          dir="ltr"
          data-autofocus
        />
        {erase.message ? (
          <Text size="sm" c="red" role="alert">
            {erase.message}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('erase.cancel')}
          </Button>
          <Button
            color="red"
            loading={erase.busy}
            disabled={typed.trim() !== word}
            onClick={() => void erase.run({ body: { guestRef } })}
          >
            {t('erase.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

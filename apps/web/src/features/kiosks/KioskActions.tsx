import type { Kiosk } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';

/**
 * A kiosk's device actions in its row: a new one-time pairing code (shown once, in a dialog), revoking every
 * paired device, and asking the kiosk to reload at its next heartbeat.
 */
export function KioskActions({ kiosk }: { kiosk: Kiosk }) {
  const { t } = useTranslation('kiosks');
  const when = useCompanyTime();
  const pairing = useWrite(routes.kiosk.createPairingCode);
  const revoke = useWrite(routes.kiosk.revokeKioskDevices);
  const reload = useWrite(routes.kiosk.requestKioskReload);
  const [code, setCode] = useState<{ code: string; expiresAt: string } | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const body = { body: { kioskId: kiosk.id } };
  const failed = pairing.message ?? revoke.message ?? reload.message;

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={t('kiosks.actionsFor', { name: kiosk.name })}>
        <Button
          size="xs"
          variant="light"
          loading={pairing.busy}
          onClick={async () => setCode((await pairing.run(body)) ?? null)}
        >
          {t('kiosks.pair')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={revoke.busy}
          disabled={kiosk.devices === 0}
          onClick={async () => {
            // Unpaired, the lobby's kiosk stops until someone pairs it again in place: asked once, as a delete is.
            if (!window.confirm(t('kiosks.revokeConfirm', { name: kiosk.name }))) return;
            const done = await revoke.run(body);
            if (done) setSaid(t('kiosks.revoked', { count: done.revoked }));
          }}
        >
          {t('kiosks.revoke')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          loading={reload.busy}
          onClick={async () => {
            if (await reload.run(body)) setSaid(t('kiosks.reloadAsked'));
          }}
        >
          {t('kiosks.reload')}
        </Button>
      </Group>
      {said ? (
        <Text size="xs" role="status">
          {said}
        </Text>
      ) : null}
      {failed ? (
        <Alert color="red" p="xs">
          {failed}
        </Alert>
      ) : null}
      <Modal
        opened={code !== null}
        onClose={() => setCode(null)}
        title={t('kiosks.codeTitle', { name: kiosk.name })}
      >
        {code ? (
          <Stack>
            <Code block fz={32} ta="center" dir="ltr" style={{ letterSpacing: '0.2em' }}>
              {code.code}
            </Code>
            <Text size="sm">{t('kiosks.codeHelp', { until: when(code.expiresAt) })}</Text>
            <Button onClick={() => setCode(null)}>{t('kiosks.close')}</Button>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

import type { PartySummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { useWrite } from '../../lib/query.ts';

/** The undo steps a report offers: each the party transition of the same name, at the version the row shows. */
const UNDO_CALLS = {
  UnDoDropOff: routes.transportation.unDoDropOff,
  UnDoPickup: routes.transportation.unDoPickup,
  UndoCancel: routes.transportation.undoCancel,
} as const;
export type UndoAction = keyof typeof UNDO_CALLS;

/**
 * The undo buttons of one report row: those of `offered` that the party allows now (its `actions`, which the
 * server derives from its history and the caller's rights). A party changed meanwhile is a 409: the user is
 * told and the list refreshes.
 */
export function UndoButton({ party, offered }: { party: PartySummary; offered: readonly UndoAction[] }) {
  const { t } = useTranslation('reports');
  const { call: undoDropOff } = useWrite(UNDO_CALLS.UnDoDropOff);
  const { call: undoPickup } = useWrite(UNDO_CALLS.UnDoPickup);
  const { call: undoCancel } = useWrite(UNDO_CALLS.UndoCancel);
  const calls = { UnDoDropOff: undoDropOff, UnDoPickup: undoPickup, UndoCancel: undoCancel };
  const [busy, setBusy] = useState<UndoAction | null>(null);
  const allowed = offered.filter((action) => party.actions.includes(action));
  if (allowed.length === 0) return null;

  const run = async (action: UndoAction) => {
    setBusy(action);
    try {
      await calls[action]({ body: { partyId: party.id, version: party.version } });
      notifications.show({ color: 'teal', message: t('reports.undo.done', { number: party.number }) });
    } catch (error) {
      const conflict = isApiError(error) && error.status === 409;
      notifications.show({
        color: conflict ? 'orange' : 'red',
        title: conflict ? undefined : t('reports.undo.failed'),
        message: conflict ? t('reports.undo.conflict') : describeError(error, t),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      {allowed.map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          loading={busy === action}
          disabled={busy !== null && busy !== action}
          onClick={() => void run(action)}
          aria-label={t('reports.undo.label', { action: t(`reports.undo.${action}`), number: party.number })}
        >
          {t(`reports.undo.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

import { type CustomField, customFields, textIn } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { ActionIcon, Group, Switch } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../../lib/query.ts';
import { useAllowed } from '../../lib/session.tsx';

const area = routes.pageSettings;

/** A field's place in the order, moved one step up or down (PageSettings/MoveCustomField). */
export function MoveButtons({ row }: { row: CustomField }) {
  const { t, i18n } = useTranslation('page-settings');
  const mayWrite = useAllowed(customFields.spec.write);
  const { run: move, busy } = useWrite(area.moveCustomField);
  const label = textIn(row.label, i18n.language);
  const to = (position: number) => move({ body: { id: row.id, position } });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('move.up', { label })}
        disabled={!mayWrite || busy || row.position === 0}
        onClick={() => to(row.position - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('move.down', { label })}
        disabled={!mayWrite || busy}
        onClick={() => to(row.position + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Switches a field on or off without opening it (PageSettings/EnableDisableCustomFeilds). */
export function ActiveSwitch({ row }: { row: CustomField }) {
  const { t, i18n } = useTranslation('page-settings');
  const mayWrite = useAllowed(customFields.spec.write);
  const { run: change, busy, error } = useWrite(area.enableDisableCustomFeilds);
  return (
    <Switch
      checked={row.active}
      disabled={!mayWrite || busy}
      aria-label={t('move.switch', { label: textIn(row.label, i18n.language) })}
      error={error ? t('move.failed') : undefined}
      onChange={(event) => change({ body: { id: row.id, active: event.currentTarget.checked } })}
    />
  );
}

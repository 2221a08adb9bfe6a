import { type StaffNoticeSetting, staffNotices } from '@curbside/contract';
import { STAFF_NOTICE_EVENTS, type StaffNoticeEvent } from '@curbside/domain';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { FieldSpec, FormValues } from '../../components/ResourceForm.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { type RoleOption, useRoleOptions } from '../../entities/role/roles.ts';

/** The list and the save act as one event's settings: the list narrowed to the event is its row. */
const calls = { spec: staffNotices.spec, get: staffNotices.list, update: staffNotices.save };
const roleField = (code: string) => `role_${code}`;

/** One event's roles and channels, saved on their own. */
function EventSection({ event, roles }: { event: StaffNoticeEvent; roles: readonly RoleOption[] }) {
  const { t } = useTranslation('notices');
  const fields: FieldSpec[] = [
    { name: 'inApp', label: t('staff.inApp'), kind: 'switch' },
    { name: 'email', label: t('staff.email'), kind: 'switch' },
    ...roles.map((role) => ({ name: roleField(role.value), label: role.label, kind: 'switch' as const })),
  ];
  const toForm = (row: { items: StaffNoticeSetting[] }): FormValues => {
    const own = row.items[0];
    return {
      inApp: own?.inApp ?? false,
      email: own?.email ?? false,
      ...Object.fromEntries(
        roles.map((role) => [roleField(role.value), own?.roles.includes(role.value) ?? false]),
      ),
    };
  };
  const heading = `staff-notice-${event}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={2} fz="h5" id={heading}>
          {t(`staff.event.${event}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`staff.event.${event}.hint`)}
        </Text>
        <Text size="sm" fw={600}>
          {t('staff.rolesTold')}
        </Text>
        <SettingsForm
          definition={calls}
          getInput={{ body: { event } }}
          fields={fields}
          toForm={toForm}
          toInput={(values) => ({
            event,
            inApp: values.inApp === true,
            email: values.email === true,
            roles: roles.filter((role) => values[roleField(role.value)] === true).map((role) => role.value),
          })}
          labels={{ loadFailed: t('staff.loadFailed') }}
        />
      </Stack>
    </Paper>
  );
}

/**
 * `/Settings/Notifications`: which staff notices (package limits, the message allowance, a quiet kiosk) reach which
 * roles, in the inbox and by e-mail (ADR 99). Each event is saved on its own; until then it reads the default.
 */
export default function StaffNoticesScreen() {
  const { t } = useTranslation('notices');
  const { options: roles, pending } = useRoleOptions({ status: 'active' });
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('staff.title')} description={t('staff.description')} />
      {/* A sentence, so a line of text that wraps, not a badge (a badge is a state in a word or two). */}
      <Text size="sm" c="dimmed">
        {t('staff.defaultNote')}
      </Text>
      {/* The forms wait for the roles, so their switches are the company's from the start. */}
      {pending ? (
        <Loader role="status" aria-label={t('staff.loadingRoles')} />
      ) : (
        STAFF_NOTICE_EVENTS.map((event) => <EventSection key={event} event={event} roles={roles} />)
      )}
    </Stack>
  );
}

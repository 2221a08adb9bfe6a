import { type StaffNoticeSetting, staffNoticeEntries } from '@curbside/contract';
import type { Permission, StaffNoticeEvent } from '@curbside/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldSpec, FormValues } from '../../components/ResourceForm.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import type { RoleOption } from '../../entities/role/roles.ts';

const ROLE_FIELD = 'role_';
const roleField = (code: string) => `${ROLE_FIELD}${code}`;

/** The roles a form offers: those given, and any other code the saved route names (a role the list lacks). */
const rolesOf = (roles: readonly RoleOption[], own: StaffNoticeSetting | undefined): RoleOption[] => [
  ...roles,
  ...(own?.roles ?? [])
    .filter((code) => !roles.some((role) => role.value === code))
    .map((code) => ({ value: code, label: code })),
];

export interface StaffNoticeEventSectionProps {
  event: StaffNoticeEvent;
  roles: readonly RoleOption[];
  /** Who may save: the company's rule on its own screen, the super-admin on the platform's. */
  write: Permission;
  /** The company the super-admin names; left out on a company's own screen. */
  companyId?: string;
}

/**
 * One staff-notice event's roles and channels (ADR 99), saved on its own: the list narrowed to the event is its
 * row. A company's `/Settings/Notifications` and the platform's `/SuperAdmin/ConfigNotifications` (ADR 119) show
 * one per event.
 */
export function StaffNoticeEventSection({ event, roles, write, companyId }: StaffNoticeEventSectionProps) {
  const { t } = useTranslation('notices');
  const named = companyId ? { companyId } : {};
  const calls = {
    spec: { write },
    get: staffNoticeEntries.getNotificationsList,
    update: staffNoticeEntries.updateNotifications,
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
          getInput={{ body: { ...named, event } }}
          fields={(row): FieldSpec[] => [
            { name: 'inApp', label: t('staff.inApp'), kind: 'switch' },
            { name: 'email', label: t('staff.email'), kind: 'switch' },
            ...rolesOf(roles, row.items[0]).map((role) => ({
              name: roleField(role.value),
              label: role.label,
              kind: 'switch' as const,
            })),
          ]}
          toForm={(row): FormValues => {
            const own = row.items[0];
            return {
              inApp: own?.inApp ?? false,
              email: own?.email ?? false,
              ...Object.fromEntries(
                rolesOf(roles, own).map((role) => [
                  roleField(role.value),
                  own?.roles.includes(role.value) ?? false,
                ]),
              ),
            };
          }}
          toInput={(values) => ({
            ...named,
            event,
            inApp: values.inApp === true,
            email: values.email === true,
            roles: Object.entries(values)
              .filter(([name, on]) => name.startsWith(ROLE_FIELD) && on === true)
              .map(([name]) => name.slice(ROLE_FIELD.length)),
          })}
          labels={{ loadFailed: t('staff.loadFailed') }}
        />
      </Stack>
    </Paper>
  );
}

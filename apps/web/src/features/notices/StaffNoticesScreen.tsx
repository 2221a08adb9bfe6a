import { staffNotices } from '@curbside/contract';
import { STAFF_NOTICE_EVENTS } from '@curbside/domain';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRoleOptions } from '../../entities/role/roles.ts';
import { StaffNoticeEventSection } from './StaffNoticeEvent.tsx';

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
        STAFF_NOTICE_EVENTS.map((event) => (
          <StaffNoticeEventSection key={event} event={event} roles={roles} write={staffNotices.spec.write} />
        ))
      )}
    </Stack>
  );
}

import { routes } from '@curbside/contract/routes';
import { Button, Group, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoment } from '../../lib/dates.ts';
import { useWrite } from '../../lib/query.ts';
import { useMomentStyle, useSignedInSession } from '../../lib/session.tsx';

/**
 * What a super-admin reading a company as support sees the whole time (ADR 116): whose data, until when (in the
 * company's zone and clock), and the way back to the platform's console. Nothing for anyone else.
 */
export default function SupportBanner() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const style = useMomentStyle();
  const navigate = useNavigate();
  const leave = useWrite(routes.company.leaveSupportView, {
    onSuccess: () => navigate('/', { replace: true }),
  });
  if (!session.support) return null;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      role="status"
      data-testid="support-banner"
      px="sm"
      py={4}
      bg="var(--mantine-color-orange-light)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <IconLifebuoy size={18} aria-hidden />
      <Text size="sm" fw={600} truncate maw={360}>
        {t('nav.supportBanner', {
          company: session.support.companyName,
          until: formatMoment(session.support.until, style),
        })}
      </Text>
      <Button
        size="compact-sm"
        variant="filled"
        color="orange"
        loading={leave.busy}
        onClick={() => void leave.run({ body: {} })}
      >
        {t('nav.supportLeave')}
      </Button>
    </Group>
  );
}

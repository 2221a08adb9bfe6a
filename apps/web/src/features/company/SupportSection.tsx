import { routes } from '@curbside/contract/routes';
import { SUPPORT_GRANT_MAX_HOURS } from '@curbside/domain';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { QueryContent } from '../../components/QueryContent.tsx';
import { Section } from '../../components/Section.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useAllowed, useCompanyTime } from '../../lib/session.tsx';

/**
 * Support access (ADR 116): whether Curbside's support may read the company's data now, and until when; an
 * administrator allows it for a few hours, or ends it at once.
 */
export function SupportSection() {
  const { t } = useTranslation('company');
  const query = useApiQuery(routes.company.getSupportAccess, {});
  const mayChange = useAllowed('rule:settings.manage');
  const formatTime = useCompanyTime();
  const [hours, setHours] = useState<number | string>(2);
  const grant = useWrite(routes.company.grantSupportAccess);
  const revoke = useWrite(routes.company.revokeSupportAccess);
  return (
    <Section id="company-support" title={t('company.support.title')}>
      <QueryContent query={query} texts="company:company.support" isEmpty={() => false}>
        {({ grant: current }) => (
          <Stack gap="sm">
            <Text size="sm" data-testid="support-state">
              {current
                ? t('company.support.granted', {
                    until: formatTime(current.expiresAt),
                    by: current.grantedBy,
                  })
                : t('company.support.none')}
            </Text>
            {mayChange && current ? (
              <Group>
                <Button
                  color="red"
                  variant="light"
                  loading={revoke.busy}
                  onClick={() => void revoke.run({ body: {} })}
                >
                  {t('company.support.revoke')}
                </Button>
              </Group>
            ) : null}
            {mayChange && !current ? (
              <Group align="flex-end">
                <NumberInput
                  label={t('company.support.hours')}
                  min={1}
                  max={SUPPORT_GRANT_MAX_HOURS}
                  value={hours}
                  onChange={setHours}
                  allowDecimal={false}
                  w={160}
                />
                <Button
                  loading={grant.busy}
                  onClick={() => void grant.run({ body: { hours: Number(hours) } })}
                >
                  {t('company.support.allow')}
                </Button>
              </Group>
            ) : null}
            <FormErrorAlert message={grant.message ?? revoke.message} />
          </Stack>
        )}
      </QueryContent>
    </Section>
  );
}

import type { SupportGrantOfCompany } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { ListPanel } from '../../components/ListPanel.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { formatMoment } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';

/**
 * The companies that let support read their data now (ADR 116), each opened read-only from here; a company
 * that gave no grant is not listed, and cannot be opened.
 */
export function SupportGrants() {
  const { t, i18n } = useTranslation('usage-reports');
  const navigate = useNavigate();
  const query = useApiQuery(routes.company.getSupportGrants, {});
  const open = useWrite(routes.company.startSupportView, {
    onSuccess: () => navigate('/', { replace: true }),
  });
  const waiting = loadingOrFailed(query, t('support.failed'));
  if (waiting || !query.data) return waiting;
  const style = { locale: localeOf(i18n.language) };
  return (
    <ListPanel<SupportGrantOfCompany>
      headingId="support-grants"
      title={t('support.title')}
      empty={t('support.none')}
      gap={6}
      items={query.data.items}
      renderItem={(row) => (
        <li key={row.companyId}>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm">
              {t('support.until', {
                company: row.companyName,
                until: formatMoment(row.expiresAt, style, true),
              })}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              loading={open.busy && open.input?.body.companyId === row.companyId}
              onClick={() => void open.run({ body: { companyId: row.companyId } })}
              aria-label={t('support.openNamed', { company: row.companyName })}
            >
              {t('support.open')}
            </Button>
          </Group>
        </li>
      )}
    >
      <FormErrorAlert message={open.message} />
    </ListPanel>
  );
}

import { routes } from '@curbside/contract/routes';
import { STAFF_NOTICE_EVENTS } from '@curbside/domain';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryError } from '../../components/QueryError.tsx';
import { useRoleOptions } from '../../entities/role/roles.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { StaffNoticeEventSection } from './StaffNoticeEvent.tsx';

/** The companies the picker lists at once, by name; typing asks the server for the rest. */
const PICKER_SIZE = 50;

/**
 * `/SuperAdmin/ConfigNotifications` (ADR 119): which of a company's staff hear of its package limits, its message
 * allowance and a quiet kiosk, and how, chosen by the super-admin for the company named (`?company=`). The same
 * choice the company's administrators make on `/Settings/Notifications`; the roles are every company's starting
 * ones, with any other the company chose.
 */
export default function ConfigNotificationsScreen() {
  const { t } = useTranslation('notices');
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company') ?? '';
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const companies = useApiQuery(
    routes.company.getAllMyAccounts,
    { body: { page: 1, pageSize: PICKER_SIZE, sort: 'name', ...(search ? { search } : {}) } },
    keepPrevious,
  );
  // The seeded roles: the super-admin lists no company's own (a section adds any other code a route names).
  const { options: roles } = useRoleOptions();
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const listed = (companies.data?.items ?? []).map((company) => ({ value: company.id, label: company.name }));
  const options =
    chosen && chosen.value === companyId && !listed.some((item) => item.value === chosen.value)
      ? [chosen, ...listed]
      : listed;

  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('platform.title')} description={t('platform.description')} />
      {companies.error ? <QueryError title={t('platform.companiesFailed')} query={companies} /> : null}
      <Select
        label={t('platform.company')}
        placeholder={t('platform.companyPlaceholder')}
        data={options}
        value={companyId || null}
        searchable
        searchValue={typed}
        onSearchChange={setTyped}
        // The server has searched: every company it answers is shown.
        filter={({ options: all }) => all}
        nothingFoundMessage={companies.isFetching ? t('platform.searching') : t('platform.noCompany')}
        onChange={(value, option) => {
          setChosen(value ? { value, label: option.label } : null);
          setParams(value ? { company: value } : {}, { replace: true });
        }}
        maw={420}
      />
      {companyId ? (
        <>
          <Text size="sm" c="dimmed">
            {t('platform.rolesNote')}
          </Text>
          {STAFF_NOTICE_EVENTS.map((event) => (
            <StaffNoticeEventSection
              key={`${companyId}:${event}`}
              event={event}
              roles={roles}
              write="platform"
              companyId={companyId}
            />
          ))}
        </>
      ) : (
        <Alert color="gray">{t('platform.pick')}</Alert>
      )}
    </Stack>
  );
}

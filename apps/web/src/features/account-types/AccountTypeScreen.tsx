import { accountTypes } from '@curbside/contract';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeStatusOptions } from '../../components/ActiveBadge.tsx';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf, statusSelect } from '../../components/crudColumns.tsx';

type StatusFilter = 'all' | 'active' | 'inactive';

export default function AccountTypeScreen() {
  const { t } = useTranslation('account-types');
  const column = columnsOf(accountTypes);
  const [status, setStatus] = useState<StatusFilter>('all');
  const statusOptions = activeStatusOptions(t);

  return (
    <CrudScreen
      resource={accountTypes}
      texts="account-types:accountTypes"
      filters={{
        values: status === 'all' ? {} : { status },
        controls: (
          <SegmentedControl
            aria-label={t('accountTypes.filter')}
            value={status}
            onChange={(value) => setStatus(value as StatusFilter)}
            data={[{ value: 'all', label: t('accountTypes.all') }, ...statusOptions]}
          />
        ),
      }}
      columns={[
        column.text('name', t('fields.name'), 'name'),
        column.optional(t, 'description', t('fields.description')),
        column.status(t('fields.status'), 'status'),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'description', label: t('fields.description'), kind: 'text' },
          statusSelect(t),
        ],
        initial: (row) => formValuesOf(row, { name: '', description: '', status: 'active' }),
        toInput: (input) => ({ ...input, description: input.description || null }),
      }}
      nameOf={(row) => row.name}
    />
  );
}

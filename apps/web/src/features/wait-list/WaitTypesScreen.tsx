import { waitTypes } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { activeStatusOptions } from '../../components/ActiveBadge.tsx';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';

/** /Settings/WaitTypes: the company's queues, their default quote, hold time and "you're next" position. */
export default function WaitTypesScreen() {
  const { t } = useTranslation('wait-list');
  const column = columnsOf(waitTypes);
  const statusOptions = activeStatusOptions(t);
  return (
    <CrudScreen
      resource={waitTypes}
      texts="wait-list:waitTypes"
      columns={[
        column.text('name', t('fields.name'), 'name'),
        column.text('defaultQuoteMinutes', t('fields.defaultQuoteMinutes')),
        column.text('holdMinutes', t('fields.holdMinutes')),
        column.text('nextAtPosition', t('fields.nextAtPosition')),
        column.status(t('fields.status'), 'status'),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          {
            name: 'defaultQuoteMinutes',
            label: t('fields.defaultQuoteMinutes'),
            kind: 'integer',
            min: 0,
            max: 600,
          },
          { name: 'holdMinutes', label: t('fields.holdMinutes'), kind: 'integer', min: 1, max: 240 },
          { name: 'nextAtPosition', label: t('fields.nextAtPosition'), kind: 'integer', min: 0, max: 50 },
          { name: 'status', label: t('fields.status'), kind: 'select', options: statusOptions },
        ],
        initial: (row) =>
          formValuesOf(row, {
            name: '',
            defaultQuoteMinutes: 15,
            holdMinutes: 10,
            nextAtPosition: 2,
            status: 'active',
          }),
        toInput: (input) => input,
      }}
      nameOf={(row) => row.name}
    />
  );
}

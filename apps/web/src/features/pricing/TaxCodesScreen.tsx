import { taxCodes } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { activeSwitch, columnsOf, formValuesOf } from '../../components/crudColumns.tsx';

const KINDS = ['tax', 'service', 'card_surcharge'] as const;
const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)} %`;

export default function TaxCodesScreen() {
  const { t } = useTranslation('pricing');
  const column = columnsOf(taxCodes);
  return (
    <CrudScreen
      resource={taxCodes}
      texts="pricing:taxCodes"
      columns={[
        column.ltr('code', t('fields.code'), 'code'),
        column.text('name', t('fields.name'), 'name'),
        {
          key: 'kind',
          header: t('fields.kind'),
          sort: 'kind',
          render: (row) => t(`taxCodes.kinds.${row.kind}`),
          csv: (row) => row.kind,
        },
        {
          key: 'rate',
          header: t('fields.rate'),
          sort: 'rateBasisPoints',
          render: (row) => <span dir="ltr">{percent(row.rateBasisPoints)}</span>,
          csv: (row) => row.rateBasisPoints / 100,
        },
        column.active(t),
      ]}
      form={{
        fields: [
          { name: 'code', label: t('fields.code'), kind: 'text' },
          { name: 'name', label: t('fields.name'), kind: 'text' },
          {
            name: 'kind',
            label: t('fields.kind'),
            kind: 'select',
            options: KINDS.map((k) => ({ value: k, label: t(`taxCodes.kinds.${k}`) })),
          },
          { name: 'rateBasisPoints', label: t('fields.rate'), kind: 'percent' },
          activeSwitch(t),
        ],
        initial: (row) =>
          formValuesOf(row, { code: '', name: '', kind: 'tax', rateBasisPoints: 0, active: true }),
      }}
      nameOf={(row) => row.code}
    />
  );
}

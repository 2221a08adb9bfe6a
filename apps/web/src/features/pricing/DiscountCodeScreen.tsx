import { coupons, type ItemOf } from '@curbside/contract';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { activeSwitch, columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import { useMoney } from '../../lib/money.ts';
import { wordOptions } from '../../lib/options.ts';
import { PricePreview } from './PricePreview.tsx';

type Coupon = ItemOf<typeof coupons>;

export default function DiscountCodeScreen() {
  const { t } = useTranslation('pricing');
  const column = columnsOf(coupons);
  const money = useMoney();
  const amount = (row: Coupon) =>
    row.kind === 'percent' ? `${(row.value / 100).toFixed(2).replace(/\.00$/, '')} %` : money(row.value);
  return (
    <Stack gap="lg">
      <CrudScreen
        resource={coupons}
        texts="pricing:coupons"
        columns={[
          column.ltr('code', t('fields.code'), 'code'),
          {
            key: 'value',
            header: t('coupons.discount'),
            render: (row) => <span dir="ltr">{amount(row)}</span>,
          },
          column.ltrOf(
            'valid',
            t('coupons.valid'),
            (row) => `${row.validFrom} – ${row.validTo}`,
            undefined,
            'validTo',
          ),
          {
            key: 'usage',
            header: t('coupons.usage'),
            render: (row) => (
              <span dir="ltr">
                {row.usageLimit === null ? String(row.usageCount) : `${row.usageCount} / ${row.usageLimit}`}
              </span>
            ),
          },
          {
            key: 'appliesTo',
            header: t('coupons.appliesTo'),
            render: (row) =>
              [
                row.appliesToRides ? t('coupons.rides') : null,
                row.appliesToParking ? t('coupons.parking') : null,
              ]
                .filter(Boolean)
                .join(', '),
          },
          column.active(t, 'active'),
        ]}
        form={{
          fields: [
            { name: 'code', label: t('fields.code'), kind: 'text' },
            { name: 'description', label: t('fields.description'), kind: 'text' },
            {
              name: 'kind',
              label: t('coupons.kind'),
              kind: 'select',
              options: wordOptions(t, 'coupons', ['percent', 'amount']),
            },
            { name: 'value', label: t('coupons.value'), description: t('coupons.valueHint'), kind: 'money' },
            { name: 'validFrom', label: t('coupons.validFrom'), kind: 'date' },
            { name: 'validTo', label: t('coupons.validTo'), kind: 'date' },
            { name: 'usageLimit', label: t('coupons.usageLimit'), kind: 'integer', min: 1 },
            { name: 'appliesToRides', label: t('coupons.rides'), kind: 'switch' },
            { name: 'appliesToParking', label: t('coupons.parking'), kind: 'switch' },
            activeSwitch(t),
          ],
          initial: (row) =>
            formValuesOf(row, {
              code: '',
              description: '',
              kind: 'percent',
              value: 1000,
              validFrom: '',
              validTo: '',
              usageLimit: null,
              appliesToRides: true,
              appliesToParking: false,
              active: true,
            }),
        }}
        nameOf={(row) => row.code}
      />
      <PricePreview money={money} />
    </Stack>
  );
}

import { contract, couponInput } from '@curbside/contract';
import { Badge, Stack } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '../../components/ResourceScreen.tsx';
import { callEndpoint } from '../../lib/api.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { PricePreview } from './PricePreview.tsx';

type Coupon = {
  id: string;
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  value: number;
  validFrom: string;
  validTo: string;
  usageLimit: number | null;
  usageCount: number;
  appliesToRides: boolean;
  appliesToParking: boolean;
  active: boolean;
};
const useCouponsPage = (body: { page: number; pageSize: number; search?: string }) =>
  useApiQuery(contract.discount.getDiscountCoupons, { body }, { placeholderData: keepPreviousData });

export default function DiscountCodeScreen() {
  const { t, i18n } = useTranslation('pricing');
  const session = useSignedInSession();
  const client = useQueryClient();
  const currency = session.company?.currency ?? 'USD';
  const money = (cents: number) =>
    new Intl.NumberFormat(localeOf(i18n.language), { style: 'currency', currency }).format(cents / 100);
  const amount = (row: Coupon) =>
    row.kind === 'percent' ? `${(row.value / 100).toFixed(2).replace(/\.00$/, '')} %` : money(row.value);
  const refresh = () => client.invalidateQueries({ queryKey: ['Discount/GetDiscountCoupons'] });
  return (
    <Stack gap="lg">
      <ResourceScreen<Coupon>
        title={t('coupons.title')}
        description={t('coupons.description')}
        caption={t('coupons.title')}
        addLabel={t('coupons.add')}
        emptyTitle={t('coupons.empty')}
        rowKey={(row) => row.id}
        useList={useCouponsPage}
        columns={[
          { key: 'code', header: t('fields.code'), render: (row) => <span dir="ltr">{row.code}</span> },
          {
            key: 'value',
            header: t('coupons.discount'),
            render: (row) => <span dir="ltr">{amount(row)}</span>,
          },
          {
            key: 'valid',
            header: t('coupons.valid'),
            render: (row) => <span dir="ltr">{`${row.validFrom} – ${row.validTo}`}</span>,
          },
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
          {
            key: 'active',
            header: t('fields.status'),
            render: (row) => (
              <Badge variant="light" color={row.active ? 'teal' : 'gray'}>
                {row.active ? t('common.active') : t('common.inactive')}
              </Badge>
            ),
          },
        ]}
        form={{
          schema: couponInput,
          fields: [
            { name: 'code', label: t('fields.code'), kind: 'text' },
            { name: 'description', label: t('fields.description'), kind: 'text' },
            {
              name: 'kind',
              label: t('coupons.kind'),
              kind: 'select',
              options: [
                { value: 'percent', label: t('coupons.percent') },
                { value: 'amount', label: t('coupons.amount') },
              ],
            },
            { name: 'value', label: t('coupons.value'), description: t('coupons.valueHint'), kind: 'money' },
            { name: 'validFrom', label: t('coupons.validFrom'), kind: 'date' },
            { name: 'validTo', label: t('coupons.validTo'), kind: 'date' },
            { name: 'usageLimit', label: t('coupons.usageLimit'), kind: 'integer', min: 1 },
            { name: 'appliesToRides', label: t('coupons.rides'), kind: 'switch' },
            { name: 'appliesToParking', label: t('coupons.parking'), kind: 'switch' },
            { name: 'active', label: t('fields.active'), kind: 'switch' },
          ],
          initial: (row) => ({
            ...(row ? { id: row.id } : {}),
            code: row?.code ?? '',
            description: row?.description ?? '',
            kind: row?.kind ?? 'percent',
            value: row?.value ?? 1000,
            validFrom: row?.validFrom ?? '',
            validTo: row?.validTo ?? '',
            usageLimit: row?.usageLimit ?? null,
            appliesToRides: row?.appliesToRides ?? true,
            appliesToParking: row?.appliesToParking ?? false,
            active: row?.active ?? true,
          }),
          save: async (values) => {
            await callEndpoint(contract.discount.addOrUpdateCoupon, { body: couponInput.parse(values) });
            await refresh();
          },
        }}
        remove={async (row) => {
          await callEndpoint(contract.discount.deleteCoupon, { body: { id: row.id } });
          await refresh();
        }}
        confirmRemove={(row) => t('resource.confirmDeleteNamed', { name: row.code })}
      />
      <PricePreview money={money} />
    </Stack>
  );
}

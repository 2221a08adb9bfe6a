import { chargeCodeInput, contract } from '@curbside/contract';
import { Badge } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '../../components/ResourceScreen.tsx';
import { callEndpoint } from '../../lib/api.ts';
import { useApiQuery } from '../../lib/query.ts';

type ChargeCode = {
  id: string;
  code: string;
  name: string;
  kind: 'tax' | 'service' | 'card_surcharge';
  rateBasisPoints: number;
  active: boolean;
};
const KINDS = ['tax', 'service', 'card_surcharge'] as const;
const useCodesPage = (query: { page: number; pageSize: number; search?: string }) =>
  useApiQuery(contract.subscription.getTaxAndServiceCodes, { query }, { placeholderData: keepPreviousData });
const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)} %`;

export default function TaxCodesScreen() {
  const { t } = useTranslation('pricing');
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['Subscription/GetTaxAndServiceCodes'] });
  return (
    <ResourceScreen<ChargeCode>
      title={t('taxCodes.title')}
      description={t('taxCodes.description')}
      caption={t('taxCodes.title')}
      addLabel={t('taxCodes.add')}
      emptyTitle={t('taxCodes.empty')}
      rowKey={(row) => row.id}
      useList={useCodesPage}
      columns={[
        { key: 'code', header: t('fields.code'), render: (row) => <span dir="ltr">{row.code}</span> },
        { key: 'name', header: t('fields.name'), render: (row) => row.name },
        { key: 'kind', header: t('fields.kind'), render: (row) => t(`taxCodes.kinds.${row.kind}`) },
        {
          key: 'rate',
          header: t('fields.rate'),
          render: (row) => <span dir="ltr">{percent(row.rateBasisPoints)}</span>,
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
        schema: chargeCodeInput,
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
          { name: 'active', label: t('fields.active'), kind: 'switch' },
        ],
        initial: (row) => ({
          ...(row ? { id: row.id } : {}),
          code: row?.code ?? '',
          name: row?.name ?? '',
          kind: row?.kind ?? 'tax',
          rateBasisPoints: row?.rateBasisPoints ?? 0,
          active: row?.active ?? true,
        }),
        save: async (values) => {
          await callEndpoint(contract.subscription.addOrEditTaxAndServiceCode, {
            body: chargeCodeInput.parse(values),
          });
          await refresh();
        },
      }}
      remove={async (row) => {
        await callEndpoint(contract.subscription.deleteTaxAndServiceCode, { body: { id: row.id } });
        await refresh();
      }}
    />
  );
}

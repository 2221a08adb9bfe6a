import { useTranslation } from 'react-i18next';
import type { CrudColumn } from '../../components/CrudScreen.tsx';
import { useMoney } from '../../lib/money.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ActiveBadge } from './StatusBadge.tsx';

interface Fare {
  adultCents: number;
  childCents: number;
  luggageCents: number;
  active: boolean;
}

/**
 * The columns a trip and a zone charge share: their three prices in the company's currency (whole units in
 * the export) and their status, kept as the words `active` / `inactive` in the export.
 */
export function useFareColumns() {
  const { t } = useTranslation('locations');
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency);
  const price = (
    key: string,
    header: string,
    cents: (row: Fare) => number,
  ): CrudColumn<Fare, 'adultCents'> => ({
    key,
    header,
    render: (row) => money(cents(row)),
    csv: (row) => cents(row) / 100,
  });
  const prices: CrudColumn<Fare, 'adultCents'>[] = [
    { ...price('adult', t('fields.adultPrice'), (row) => row.adultCents), sort: 'adultCents' },
    price('child', t('fields.childPrice'), (row) => row.childCents),
    price('luggage', t('fields.luggagePrice'), (row) => row.luggageCents),
  ];
  const active: CrudColumn<Fare, never> = {
    key: 'active',
    header: t('fields.status'),
    render: (row) => <ActiveBadge active={row.active} />,
    csv: (row) => (row.active ? 'active' : 'inactive'),
  };
  return { prices, active };
}

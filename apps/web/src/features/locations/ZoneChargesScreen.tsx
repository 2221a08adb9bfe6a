import { contract } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceScreen } from '../../components/ResourceScreen.tsx';
import { useMoney } from '../../lib/money.ts';
import { keepPrevious, useApiQuery, useChange } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ActiveBadge } from './StatusBadge.tsx';

type ZoneCharge = {
  id: string;
  fromZoneName: string;
  toZoneName: string;
  adultCents: number;
  childCents: number;
  luggageCents: number;
  active: boolean;
};
const useChargesPage = (query: { page: number; pageSize: number; search?: string }) =>
  useApiQuery(contract.locations.getZoneCharges, { query }, keepPrevious);

export default function ZoneChargesScreen() {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency);
  const remove = useChange(contract.locations.deleteZoneCharge);
  return (
    <ResourceScreen<ZoneCharge>
      title={t('zoneCharges.title')}
      description={t('zoneCharges.description')}
      caption={t('zoneCharges.title')}
      addLabel={t('zoneCharges.add')}
      emptyTitle={t('zoneCharges.empty')}
      rowKey={(row) => row.id}
      useList={useChargesPage}
      onAdd={() => navigate('/Locations/ZoneCharges/add/new')}
      onEdit={(row) => navigate(`/Locations/ZoneCharges/edit/${row.id}`)}
      columns={[
        { key: 'from', header: t('fields.fromZone'), render: (row) => row.fromZoneName },
        { key: 'to', header: t('fields.toZone'), render: (row) => row.toZoneName },
        { key: 'adult', header: t('fields.adultPrice'), render: (row) => money(row.adultCents) },
        { key: 'child', header: t('fields.childPrice'), render: (row) => money(row.childCents) },
        { key: 'luggage', header: t('fields.luggagePrice'), render: (row) => money(row.luggageCents) },
        { key: 'active', header: t('fields.status'), render: (row) => <ActiveBadge active={row.active} /> },
      ]}
      remove={(row) => remove({ body: { id: row.id } })}
    />
  );
}

import { parkingPackages } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf } from '../../components/crudColumns.tsx';
import { useMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';

/**
 * The parking packages the desk sells, each with its type, price, duration, commission and lots; a package is
 * added, edited and viewed on its own page (ParkingPackageEditScreen).
 */
export default function ParkingPackageScreen() {
  const { t } = useTranslation('parking');
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency ?? 'USD');
  const column = columnsOf(parkingPackages);
  // Every lot by name for the lots column (a company keeps a few dozen at most).
  const lots = useApiQuery(routes.parking.getParkingLocations, { body: { pageSize: 200 } });
  const lotOptions = (lots.data?.items ?? []).map((lot) => ({ value: lot.id, label: lot.name }));
  const lotName = new Map(lotOptions.map((o) => [o.value, o.label]));

  return (
    <CrudScreen
      resource={parkingPackages}
      texts="parking:packages"
      columns={[
        {
          key: 'name',
          header: t('fields.name'),
          sort: 'name',
          // The package's own page, read-only: anyone who sees the list may open it.
          render: (row) => (
            <Anchor component={Link} to={`/ParkingPermit/ParkingPackage/view/${row.id}`}>
              {row.name}
            </Anchor>
          ),
          csv: (row) => row.name,
        },
        { key: 'type', header: t('fields.type'), render: (row) => row.typeName, csv: (row) => row.typeName },
        {
          key: 'price',
          header: t('fields.price'),
          sort: 'priceCents',
          render: (row) => money(row.priceCents),
          csv: (row) => (row.priceCents / 100).toFixed(2),
        },
        {
          key: 'duration',
          header: t('fields.duration'),
          render: (row) => t('packages.hours', { count: row.durationHours }),
          csv: (row) => String(row.durationHours),
        },
        {
          key: 'commission',
          header: t('fields.commission'),
          render: (row) => `${row.commissionPercent} %`,
          csv: (row) => String(row.commissionPercent),
        },
        {
          key: 'lots',
          header: t('fields.lots'),
          render: (row) => row.lotIds.map((id) => lotName.get(id) ?? '…').join(', '),
          csv: (row) => row.lotIds.map((id) => lotName.get(id) ?? id).join('; '),
        },
        column.status(t('fields.status'), 'status'),
      ]}
      pages={{
        add: '/ParkingPermit/ParkingPackage/add/new',
        edit: (row) => `/ParkingPermit/ParkingPackage/edit/${row.id}`,
      }}
      nameOf={(row) => row.name}
    />
  );
}

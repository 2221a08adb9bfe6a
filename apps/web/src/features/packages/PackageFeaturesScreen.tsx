import { type PackagePlan, packageFeature } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Stack, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { CallFailureAlert } from '../../components/FormError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { keepPrevious, useApiQuery, useWrite } from '../../lib/query.ts';

/**
 * `/SuperAdmin/PackageFeatures`: which feature each package switches on, one switch per package and feature.
 * A switch saves the package at once; the companies on it follow from their next request (ADR 63).
 */
export default function PackageFeaturesScreen() {
  const { t } = useTranslation('packages');
  const paging = usePaging();
  const list = useApiQuery(
    routes.company.getAllPackages,
    { body: { page: paging.page, pageSize: paging.pageSize } },
    keepPrevious,
  );
  const save = useWrite(routes.company.addOrEditPackage);

  const columns = useMemo<DataTableColumn<PackagePlan>[]>(() => {
    const toggle = (row: PackagePlan, feature: PackagePlan['features'][number], on: boolean) => {
      const features = on ? [...row.features, feature] : row.features.filter((f) => f !== feature);
      const { id, name, monthlyPriceCents, maxStaffUsers, maxKiosks, messageQuota, active } = row;
      void save.run({
        body: { id, name, monthlyPriceCents, features, maxStaffUsers, maxKiosks, messageQuota, active },
      });
    };
    return [
      { key: 'name', header: t('fields.name'), render: (row) => row.name },
      ...packageFeature.options.map((feature) => ({
        key: feature,
        header: t(`features.${feature}`),
        render: (row: PackagePlan) => (
          <Switch
            aria-label={t('packageFeatures.switch', { feature: t(`features.${feature}`), name: row.name })}
            checked={row.features.includes(feature)}
            disabled={save.busy}
            onChange={(event) => toggle(row, feature, event.currentTarget.checked)}
          />
        ),
      })),
    ];
  }, [t, save]);

  return (
    <Stack gap="md">
      <PageHeader texts="packages:packageFeatures" />
      <CallFailureAlert error={save.error} t={t} />
      <DataTable
        texts="packages:packageFeatures"
        columns={columns}
        {...paging.tableProps(list)}
        rowKey={(row) => row.id}
      />
    </Stack>
  );
}

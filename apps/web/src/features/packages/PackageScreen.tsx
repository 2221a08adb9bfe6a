import { type PackagePlan, packageFeature, packagePlans } from '@curbside/contract';
import { PLATFORM_CURRENCY } from '@curbside/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { activeSwitch, columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import type { FieldSpec, FieldValue } from '../../components/ResourceForm.tsx';
import { CELL_TEXT_MAX_WIDTH } from '../../components/TruncatedText.tsx';
import { useMoney } from '../../lib/money.ts';
import { wordOptions } from '../../lib/options.ts';

/** A limit typed empty is no limit. */
const limitOf = (value: FieldValue) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A package's limits: a number, or none (`null`, listed as unlimited; a box left empty saves none). */
const LIMITS = ['maxStaffUsers', 'maxKiosks'] as const;

/**
 * `/SuperAdmin/Package`: the platform's packages (a platform resource, ADR 62): price, features and limits. A
 * company's package decides its menu and calls (ADR 63).
 */
export default function PackageScreen() {
  const { t } = useTranslation('packages');
  const money = useMoney(PLATFORM_CURRENCY);
  const column = columnsOf(packagePlans);
  const featureOptions = wordOptions(t, 'features', packageFeature.options);
  const features = (row: PackagePlan) => row.features.map((feature) => t(`features.${feature}`)).join(', ');

  return (
    <CrudScreen
      resource={packagePlans}
      texts="packages:packages"
      columns={[
        column.text('name', t('fields.name'), 'name'),
        column.ltrOf(
          'monthlyPriceCents',
          t('fields.monthlyPriceCents'),
          (row) => money(row.monthlyPriceCents),
          (row) => row.monthlyPriceCents / 100,
          'monthlyPriceCents',
        ),
        {
          key: 'features',
          header: t('fields.features'),
          // A list, not a name: it wraps onto more lines rather than being cut after the second feature.
          render: (row) => (
            <Text inherit maw={CELL_TEXT_MAX_WIDTH} miw="12rem">
              {features(row)}
            </Text>
          ),
          csv: features,
        },
        ...LIMITS.map((key) => ({
          key,
          header: t(`fields.${key}`),
          render: (row: PackagePlan) => row[key] ?? t('packages.unlimited'),
          csv: (row: PackagePlan) => row[key],
        })),
        column.text('messageQuota', t('fields.messageQuota')),
        column.active(t, 'active'),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'monthlyPriceCents', label: t('fields.monthlyPriceCents'), kind: 'money' },
          { name: 'features', label: t('fields.features'), kind: 'multiSelect', options: featureOptions },
          ...LIMITS.map(
            (name): FieldSpec => ({
              name,
              label: t(`fields.${name}`),
              description: t('packages.emptyIsUnlimited'),
              kind: 'integer',
              min: 0,
            }),
          ),
          { name: 'messageQuota', label: t('fields.messageQuota'), kind: 'integer', min: 0 },
          activeSwitch(t),
        ],
        initial: (row) =>
          formValuesOf(row, {
            name: '',
            monthlyPriceCents: 0,
            features: [...packageFeature.options],
            // No limit until one is typed: the schema's null, as a box emptied again gives.
            maxStaffUsers: null,
            maxKiosks: null,
            messageQuota: 0,
            active: true,
          }),
        toInput: (input) => ({
          ...input,
          maxStaffUsers: limitOf(input.maxStaffUsers),
          maxKiosks: limitOf(input.maxKiosks),
        }),
      }}
      nameOf={(row) => row.name}
    />
  );
}

import { contract, type ResponseOf } from '@curbside/contract';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeStatusOptions } from '../../components/ActiveBadge.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { type FieldSpec, ResourceForm } from '../../components/ResourceForm.tsx';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery } from '../../lib/query.ts';

export type DriverVehicle = ResponseOf<typeof contract.driverVehicle.getDrivervehicles>['items'][number];
export type VehicleInput = ReturnType<typeof schema.parse>;

const schema = contract.driverVehicle.addorEditDriverVehicles.body;
const named = (items: readonly { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

export interface VehicleFormProps {
  userId: string;
  /** The vehicle being edited; null adds one. */
  vehicle: DriverVehicle | null;
  onSave: (input: VehicleInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A driver's vehicle: the model list follows the chosen make, and changing the make empties the model. */
export function VehicleForm({ userId, vehicle, onSave, onCancel }: VehicleFormProps) {
  const { t } = useTranslation('vehicles');
  const [makeId, setMakeId] = useState<string | null>(vehicle?.makeId ?? null);
  const makes = useApiQuery(contract.driverVehicle.getVehicleMakes, {});
  const models = useApiQuery(
    contract.driverVehicle.getVehicleModelByMakeId,
    { query: { makeId: makeId ?? '' } },
    { enabled: makeId !== null },
  );
  const catalogueError = makes.error ?? models.error;

  const fields: FieldSpec[] = [
    {
      name: 'makeId',
      label: t('vehicles.fields.make'),
      kind: 'select',
      options: named(makes.data?.items),
      clears: ['modelId'],
    },
    {
      name: 'modelId',
      label: t('vehicles.fields.model'),
      kind: 'select',
      options: makeId ? named(models.data?.items) : [],
      disabled: makeId === null,
      ...(makeId === null ? { placeholder: t('vehicles.fields.chooseMakeFirst') } : {}),
    },
    { name: 'plateNumber', label: t('vehicles.fields.plate'), kind: 'text', ltr: true },
    { name: 'year', label: t('vehicles.fields.year'), kind: 'integer', min: 1980, max: 2100 },
    { name: 'color', label: t('vehicles.fields.color'), kind: 'text' },
    { name: 'seats', label: t('vehicles.fields.seats'), kind: 'integer', min: 1, max: 60 },
    {
      name: 'status',
      label: t('vehicles.fields.status'),
      kind: 'select',
      options: activeStatusOptions(t),
    },
  ];

  return (
    <Stack gap="sm">
      <FormErrorAlert message={catalogueError ? describeError(catalogueError, t) : null} />
      <ResourceForm
        fields={fields}
        schema={schema}
        initial={{
          ...(vehicle ? { id: vehicle.id } : {}),
          userId,
          makeId: vehicle?.makeId ?? null,
          modelId: vehicle?.modelId ?? null,
          plateNumber: vehicle?.plateNumber ?? '',
          year: vehicle?.year ?? null,
          color: vehicle?.color ?? '',
          seats: vehicle?.seats ?? 4,
          status: vehicle?.status ?? 'active',
        }}
        onValuesChange={(values) => setMakeId(typeof values.makeId === 'string' ? values.makeId : null)}
        onSubmit={(values) => {
          const input = schema.parse(values);
          return onSave({ ...input, color: input.color || null });
        }}
        onCancel={onCancel}
        submitLabel={t('resource.save')}
      />
    </Stack>
  );
}

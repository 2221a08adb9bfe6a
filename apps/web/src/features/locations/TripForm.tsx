import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FormValues, ResourceForm, type ResourceFormProps } from '../../components/ResourceForm.tsx';
import { useLocationOptions } from './shared.ts';
import { tripFields } from './tripFields.ts';

type TripFormProps = Pick<ResourceFormProps, 'initial' | 'schema' | 'submitLabel' | 'extra'> & {
  /** Sends the form's values; the trips list opens once they are saved. */
  save: (values: FormValues) => Promise<unknown>;
  /** The form's widest extent on the page. */
  maw: number;
};

/** A trip's form on its own page (the guided builder, the editor): back to the trips list on cancel or save. */
export function TripForm({ save, maw, ...form }: TripFormProps) {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const locations = useLocationOptions();
  const toTrips = () => navigate('/Locations/Trips');
  return (
    <Paper withBorder p="md" radius="md" maw={maw}>
      <ResourceForm
        {...form}
        fields={tripFields(t, locations)}
        onCancel={toTrips}
        onSubmit={async (values) => {
          await save(values);
          toTrips();
        }}
      />
    </Paper>
  );
}

import { scheduleTimes } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import { minuteToTime } from '../../components/ResourceForm.tsx';
import { useTripOptions, WEEKDAYS } from './shared.ts';

export default function TripScheduleTimeScreen() {
  const { t } = useTranslation('locations');
  const trips = useTripOptions();
  const column = columnsOf(scheduleTimes);
  const trip = (row: { fromLocationName: string; toLocationName: string }) =>
    `${row.fromLocationName} → ${row.toLocationName}`;
  return (
    <CrudScreen
      resource={scheduleTimes}
      texts="locations:schedule"
      columns={[
        { key: 'trip', header: t('fields.trip'), sort: 'fromLocationName', render: trip, csv: trip },
        {
          key: 'weekday',
          header: t('fields.weekday'),
          sort: 'weekday',
          render: (row) => t(`weekdays.${row.weekday}`),
          csv: (row) => row.weekday,
        },
        column.ltrOf(
          'time',
          t('fields.departureTime'),
          (row) => minuteToTime(row.departureMinute),
          undefined,
          'departureMinute',
        ),
        { key: 'seats', header: t('fields.seats'), render: (row) => row.seats, csv: (row) => row.seats },
      ]}
      form={{
        fields: [
          { name: 'tripId', label: t('fields.trip'), kind: 'select', options: trips },
          {
            name: 'weekday',
            label: t('fields.weekday'),
            kind: 'select',
            numeric: true,
            options: WEEKDAYS.map((day) => ({ value: String(day), label: t(`weekdays.${day}`) })),
          },
          { name: 'departureMinute', label: t('fields.departureTime'), kind: 'minuteOfDay' },
          { name: 'seats', label: t('fields.seats'), kind: 'integer', min: 1, max: 500 },
        ],
        initial: (row) => formValuesOf(row, { tripId: null, weekday: 1, departureMinute: 480, seats: 14 }),
      }}
      nameOf={(row) => `${row.fromLocationName} → ${row.toLocationName} ${minuteToTime(row.departureMinute)}`}
    />
  );
}

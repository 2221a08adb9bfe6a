import { contract, scheduleTimeInput } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { minuteToTime } from '../../components/ResourceForm.tsx';
import { ResourceScreen } from '../../components/ResourceScreen.tsx';
import { keepPrevious, useApiQuery, useChange } from '../../lib/query.ts';
import { useTripOptions, WEEKDAYS } from './shared.ts';

type ScheduleTime = {
  id: string;
  tripId: string;
  fromLocationName: string;
  toLocationName: string;
  weekday: number;
  departureMinute: number;
  seats: number;
};
const useSchedulePage = (query: { page: number; pageSize: number; search?: string }) =>
  useApiQuery(contract.locations.getTripScheduleTimes, { query }, keepPrevious);

export default function TripScheduleTimeScreen() {
  const { t } = useTranslation('locations');
  const trips = useTripOptions();
  const save = useChange(contract.locations.addOrEditTripScheduleTime);
  const remove = useChange(contract.locations.deleteTripScheduleTime);
  return (
    <ResourceScreen<ScheduleTime>
      title={t('schedule.title')}
      description={t('schedule.description')}
      caption={t('schedule.title')}
      addLabel={t('schedule.add')}
      emptyTitle={t('schedule.empty')}
      rowKey={(row) => row.id}
      useList={useSchedulePage}
      columns={[
        {
          key: 'trip',
          header: t('fields.trip'),
          render: (row) => `${row.fromLocationName} → ${row.toLocationName}`,
        },
        { key: 'weekday', header: t('fields.weekday'), render: (row) => t(`weekdays.${row.weekday}`) },
        {
          key: 'time',
          header: t('fields.departureTime'),
          render: (row) => <span dir="ltr">{minuteToTime(row.departureMinute)}</span>,
        },
        { key: 'seats', header: t('fields.seats'), render: (row) => row.seats },
      ]}
      form={{
        schema: scheduleTimeInput,
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
        initial: (row) => ({
          ...(row ? { id: row.id } : {}),
          tripId: row?.tripId ?? null,
          weekday: row?.weekday ?? 1,
          departureMinute: row?.departureMinute ?? 480,
          seats: row?.seats ?? 14,
        }),
        save: (values) => save({ body: scheduleTimeInput.parse(values) }),
      }}
      remove={(row) => remove({ body: { id: row.id } })}
    />
  );
}

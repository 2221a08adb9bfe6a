import type { BuiltInFields } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import type { MessageLanguage } from '@curbside/domain';
import { Alert, Button, Group, List, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LabelledSegmentedControl } from '../../components/LabelledSegmentedControl.tsx';
import { formatMoment } from '../../lib/dates.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useMomentStyle } from '../../lib/session.tsx';
import {
  bindText,
  count,
  digitsOf,
  LOOKUP_DIGITS,
  type RequiredFields,
  type ReservationValues,
  START_STATUSES,
  type StartStatus,
  type StepProps,
} from './reservation-values.ts';

export interface ReturningGuest {
  guestName: string;
  email: string;
  roomNumber: string;
  language: MessageLanguage;
}

export interface GuestStepProps extends StepProps {
  /** A new booking: it chooses its start status and looks the guest up by phone. */
  isNew: boolean;
  roomRequired: boolean;
  /** What the company's booking rules ask for with every booking. */
  required: RequiredFields;
  /** The built-in fields the company shows (it may switch room, e-mail, flight and luggage off, ADR 0085). */
  shown: Pick<BuiltInFields, 'roomNumber' | 'email' | 'flightNumber' | 'luggage'>;
  timeZone: string | undefined;
  onUseGuest: (guest: ReturningGuest) => void;
}

type CountField = keyof Pick<ReservationValues, 'adults' | 'children' | 'luggage'>;
const COUNTS: readonly CountField[] = ['adults', 'children', 'luggage'];

/** Who travels: the start status (new bookings), contact details, a returning guest, the heads and the room. */
export function GuestStep({
  values,
  errors,
  set,
  isNew,
  roomRequired,
  required,
  shown,
  timeZone,
  onUseGuest,
}: GuestStepProps) {
  const { t } = useTranslation('party');
  const text = bindText({ values, errors, set });
  const moment = useMomentStyle();
  // A returning guest, recognised by phone (new bookings only).
  const [phone] = useDebouncedValue(values.phone.trim(), 400);
  const lookup = useApiQuery(
    routes.reservation.getPartyInfoByPhoneNumber,
    { body: { phone } },
    { enabled: isNew && digitsOf(phone) >= LOOKUP_DIGITS && /^\+?[0-9 ()-]*$/.test(phone) },
  );
  const returning = lookup.data?.guest ?? null;
  const recent = lookup.data?.recent ?? [];

  return (
    <>
      {isNew ? (
        <LabelledSegmentedControl
          label={t('reservationDialog.startStatus')}
          value={String(values.status)}
          onChange={(value) => set('status', Number(value) as StartStatus)}
          data={START_STATUSES.map((code) => ({
            value: String(code),
            label: t(`reservationDialog.start.${code}`),
          }))}
          fullWidth
        />
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('reservationDialog.phone')}
          {...text('phone')}
          type="tel"
          dir="ltr"
          autoComplete="off"
          required={required.phone}
        />
        <TextInput label={t('reservationDialog.guestName')} {...text('guestName')} required />
        {shown.email ? (
          <TextInput
            label={t('reservationDialog.email')}
            {...text('email')}
            type="email"
            dir="ltr"
            required={required.email}
          />
        ) : null}
      </SimpleGrid>

      {returning ? (
        <Alert
          variant="light"
          color="blue"
          title={t('reservationDialog.returning', { name: returning.guestName })}
        >
          <Stack gap="xs">
            <Group>
              <Button size="xs" variant="light" onClick={() => onUseGuest(returning)}>
                {t('reservationDialog.useGuest')}
              </Button>
            </Group>
            {recent.length > 0 ? (
              <>
                <Text size="sm" fw={500}>
                  {t('reservationDialog.recentParties')}
                </Text>
                <List size="sm" spacing={2}>
                  {recent.slice(0, 5).map((item) => (
                    <List.Item key={item.id}>
                      <span dir="ltr">{t('partyText.number', { number: item.number })}</span>{' '}
                      {t('partyText.fromTo', { from: item.fromLocationName, to: item.toLocationName })} ·{' '}
                      {formatMoment(item.scheduledAt, { ...moment, timeZone }, true)} ·{' '}
                      {t(`party.status.${item.status}`)}
                    </List.Item>
                  ))}
                </List>
              </>
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="sm">
        {COUNTS.filter((field) => field !== 'luggage' || shown.luggage).map((field) => (
          <NumberInput
            key={field}
            label={t(`reservationDialog.${field}`)}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={values[field]}
            onChange={(value) => set(field, count(value))}
            error={errors[field]}
          />
        ))}
        {shown.roomNumber || roomRequired ? (
          <TextInput
            label={t('reservationDialog.room')}
            {...text('roomNumber')}
            required={roomRequired || required.roomNumber}
          />
        ) : null}
        {shown.flightNumber ? (
          <TextInput
            label={t('reservationDialog.flight')}
            {...text('flightNumber')}
            dir="ltr"
            required={required.flightNumber}
          />
        ) : null}
      </SimpleGrid>
    </>
  );
}

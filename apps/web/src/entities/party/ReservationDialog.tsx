import { contract, type PartyDetails } from '@curbside/contract';
import { calculateCost, GRATUITY_PERCENTAGES, type PaymentMethod } from '@curbside/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../components/chunks.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FormErrorAlert, problemFieldErrors } from '../../components/FormError.tsx';
import { couponDiscount } from '../../lib/cost.ts';
import { dayInZone, formatInZone, minuteToTime, timeInZone } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useMoney } from '../../lib/money.ts';
import { useApiMutation, useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { CostLines } from './CostLines.tsx';
import { type PaymentFieldErrors, PaymentFields, usePaymentChoice } from './PaymentFields.tsx';

export interface ReservationDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The party to edit; a new reservation without it. */
  partyId?: string;
  onSaved?: (party: PartyDetails) => void;
}

type StartStatus = 1 | 7 | 8 | 9;
const START_STATUSES: readonly StartStatus[] = [1, 7, 8, 9];
const METHODS: readonly PaymentMethod[] = ['cash', 'account', 'card'];
/** A returning guest is looked up once the phone has this many digits. */
const LOOKUP_DIGITS = 7;

interface Values {
  status: StartStatus;
  guestName: string;
  phone: string;
  email: string;
  roomNumber: string;
  adults: number;
  children: number;
  luggage: number;
  fromLocationId: string | null;
  toLocationId: string | null;
  tripId: string | null;
  departureId: string | null;
  reservationDate: string;
  reservationTime: string;
  internalNotes: string;
  externalNotes: string;
  couponCode: string;
  gratuityPercent: number;
  notifyGuest: boolean;
}

function blank(timeZone: string | undefined): Values {
  const now = new Date();
  return {
    status: 7,
    guestName: '',
    phone: '',
    email: '',
    roomNumber: '',
    adults: 0,
    children: 0,
    luggage: 0,
    fromLocationId: null,
    toLocationId: null,
    tripId: null,
    departureId: null,
    reservationDate: dayInZone(now, timeZone),
    reservationTime: timeInZone(now, timeZone),
    internalNotes: '',
    externalNotes: '',
    couponCode: '',
    gratuityPercent: 0,
    notifyGuest: true,
  };
}

function fromParty(party: PartyDetails, timeZone: string | undefined): Values {
  const at = new Date(party.scheduledAt);
  return {
    status: 7,
    guestName: party.guestName,
    phone: party.phone,
    email: party.email,
    roomNumber: party.roomNumber,
    adults: party.adults,
    children: party.children,
    luggage: party.luggage,
    fromLocationId: party.fromLocationId,
    toLocationId: party.toLocationId,
    tripId: party.tripId,
    departureId: party.departureId,
    reservationDate: dayInZone(at, timeZone),
    reservationTime: timeInZone(at, timeZone),
    internalNotes: party.internalNotes,
    externalNotes: party.externalNotes,
    couponCode: party.costs.couponCode ?? '',
    gratuityPercent: party.costs.gratuityPercent,
    notifyGuest: party.notifyGuest,
  };
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '').length;
const count = (value: string | number) => Math.max(0, Math.trunc(Number(value) || 0));
const appendNote = (current: string, note: string) => (current.trim() ? `${current.trim()}\n${note}` : note);

/**
 * A staff booking: a new party (ride now, reservation, will-call or map request) or an edit of an open one. The
 * cost preview is computed here with the server's own cost function from the prices and rates the pricing calls
 * answer; after a new booking, a payment may be recorded (card: last four digits only).
 */
export function ReservationDialog({ opened, onClose, partyId, onSaved }: ReservationDialogProps) {
  const { t } = useTranslation('party');
  const editing = partyId !== undefined;
  const existing = useApiQuery(
    contract.reservation.getPartyInfoById,
    { body: { partyId: partyId ?? '' } },
    { enabled: opened && editing },
  );
  let content: ReactNode;
  if (!opened) content = null;
  else if (editing && existing.isPending) content = <ScreenLoader />;
  else if (editing && existing.error)
    content = (
      <ErrorState
        title={t('reservationDialog.loadFailed')}
        message={describeError(existing.error, t)}
        onRetry={() => void existing.refetch()}
      />
    );
  else
    content = (
      <ReservationForm
        // A new form (and a new idempotency key) each time the dialog opens.
        key={existing.data ? `${existing.data.id}:${existing.data.version}` : 'new'}
        party={editing ? (existing.data ?? null) : null}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        editing
          ? t('reservationDialog.titleEdit', { number: existing.data?.number ?? '…' })
          : t('reservationDialog.titleNew')
      }
    >
      {content}
    </Modal>
  );
}

function ReservationForm({
  party,
  onClose,
  onSaved,
}: {
  party: PartyDetails | null;
  onClose: () => void;
  onSaved: ReservationDialogProps['onSaved'];
}) {
  const { t, i18n } = useTranslation('party');
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const locale = localeOf(i18n.language);
  const money = useMoney(session.company?.currency);
  const [values, setValues] = useState<Values>(() => (party ? fromParty(party, timeZone) : blank(timeZone)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [saved, setSaved] = useState<PartyDetails | null>(null);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  // Locations, trips, departures and rates.
  const places = useApiQuery(contract.transportation.locations, {});
  const placeOptions = (places.data?.items ?? []).map((place) => ({ value: place.id, label: place.name }));
  const { fromLocationId: from, toLocationId: to } = values;
  const ends = from && to && from !== to ? { fromLocationId: from, toLocationId: to } : null;
  const trips = useApiQuery(
    contract.reservation.getTripsBetweenLocations,
    { body: ends ?? { fromLocationId: '', toLocationId: '' } },
    { enabled: ends !== null },
  );
  const tripList = trips.data?.items ?? [];
  // The chosen trip; by default the first one joining the two locations, as on the server.
  const trip = tripList.find((item) => item.id === values.tripId) ?? tripList[0] ?? null;
  const departures = useApiQuery(
    contract.transportation.getAvailableTrips,
    { body: { date: values.reservationDate, ...(ends ?? {}) } },
    { enabled: ends !== null && trip !== null && /^\d{4}-\d{2}-\d{2}$/.test(values.reservationDate) },
  );
  const tripDepartures = (departures.data?.items ?? []).filter((d) => d.tripId === trip?.id);
  const taxes = useApiQuery(
    contract.reservation.getDiscountTaxesByTripId,
    { body: { tripId: trip?.id ?? '' } },
    { enabled: trip !== null },
  );
  // Rates are the company's: by the trip when there is one, else from the pricing of the zone-charge ride.
  const zoneRide = trips.data !== undefined && tripList.length === 0 && trips.data.zoneCharge !== null;
  const zoneRates = useApiQuery(
    contract.reservation.applyDiscountCode,
    { body: ends ?? { fromLocationId: '', toLocationId: '' } },
    { enabled: ends !== null && zoneRide },
  );
  const credit = useApiQuery(contract.transportation.percentagesForCredit, {});
  const notes = useApiQuery(contract.transportation.notes, { query: { pageSize: 200 } });
  const noteOptions = (notes.data?.items ?? []).map((note) => ({ value: note.id, label: note.text }));

  // The coupon: checked by the server, applied here.
  const [coupon, setCoupon] = useState<{
    code: string;
    discount: ReturnType<typeof couponDiscount>;
    rates: { serviceFeeBasisPoints: number; taxBasisPoints: number; cardSurchargeBasisPoints: number };
  } | null>(null);
  const applyCoupon = useApiMutation(contract.reservation.applyDiscountCode);

  const prices = trip
    ? { adultCents: trip.adultCents, childCents: trip.childCents, luggageCents: trip.luggageCents }
    : (trips.data?.zoneCharge ?? null);
  const rates = coupon?.rates ??
    taxes.data?.rates ??
    zoneRates.data?.rates ?? {
      serviceFeeBasisPoints: 0,
      taxBasisPoints: 0,
      cardSurchargeBasisPoints: credit.data?.cardSurchargeBasisPoints ?? 0,
    };
  const appliedCoupon = coupon && coupon.code === values.couponCode.trim() ? coupon : null;
  const cost = prices
    ? calculateCost({
        prices,
        adults: values.adults,
        children: values.children,
        luggage: values.luggage,
        discount: appliedCoupon?.discount ?? null,
        serviceFeeBasisPoints: rates.serviceFeeBasisPoints,
        taxBasisPoints: rates.taxBasisPoints,
        gratuityBasisPoints: values.gratuityPercent * 100,
        paymentMethod: method,
        cardSurchargeBasisPoints: rates.cardSurchargeBasisPoints,
      })
    : null;

  const checkCoupon = () => {
    const code = values.couponCode.trim();
    if (!ends || !code) return;
    applyCoupon.mutate(
      {
        body: {
          ...ends,
          ...(trip ? { tripId: trip.id } : {}),
          adults: values.adults,
          children: values.children,
          luggage: values.luggage,
          couponCode: code,
          gratuityPercent: values.gratuityPercent,
          paymentMethod: method,
          ...(values.roomNumber.trim() ? { roomNumber: values.roomNumber.trim() } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          setCoupon({ code, discount: couponDiscount(answer.coupon), rates: answer.rates });
          setErrors(({ couponCode: _dropped, ...rest }) => rest);
        },
        onError: (error) => {
          setCoupon(null);
          const fields = problemFieldErrors(error);
          setErrors((current) => ({ ...current, couponCode: fields.couponCode ?? describeError(error, t) }));
        },
      },
    );
  };

  // A returning guest, recognised by phone (new bookings only).
  const [phone] = useDebouncedValue(values.phone.trim(), 400);
  const lookup = useApiQuery(
    contract.reservation.getPartyInfoByPhoneNumber,
    { body: { phone } },
    { enabled: party === null && digitsOf(phone) >= LOOKUP_DIGITS && /^\+?[0-9 ()-]*$/.test(phone) },
  );
  const returning = lookup.data?.guest ?? null;

  const save = useApiMutation(contract.reservation.addOrEditReservation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string> = {};
    if (!values.guestName.trim()) missing.guestName = t('validation.required');
    if (!from) missing.fromLocationId = t('validation.required');
    if (!to) missing.toLocationId = t('validation.required');
    if (trip?.roomMandatory && !values.roomNumber.trim())
      missing.roomNumber = t('reservationDialog.roomRequired');
    if (Object.keys(missing).length > 0 || !from || !to) {
      setErrors(missing);
      return;
    }
    const code = values.couponCode.trim();
    save.mutate(
      {
        body: {
          ...(party ? { partyId: party.id, version: party.version } : { status: values.status }),
          guestName: values.guestName.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
          roomNumber: values.roomNumber.trim(),
          adults: values.adults,
          children: values.children,
          luggage: values.luggage,
          fromLocationId: from,
          toLocationId: to,
          ...(trip ? { tripId: trip.id } : {}),
          ...(trip && values.departureId ? { departureId: values.departureId } : {}),
          reservationDate: values.reservationDate,
          reservationTime: values.reservationTime,
          ...(code ? { couponCode: code } : {}),
          gratuityPercent: values.gratuityPercent,
          internalNotes: values.internalNotes.trim(),
          externalNotes: values.externalNotes.trim(),
          isNotifyGuest: values.notifyGuest,
        },
      },
      {
        onSuccess: (answer) => {
          onSaved?.(answer);
          if (party) onClose();
          else setSaved(answer);
        },
        onError: (error) => {
          const fields = problemFieldErrors(error);
          setErrors(fields);
          setFailure(describeError(error, t));
        },
      },
    );
  };

  if (saved) return <PaymentStep party={saved} initialMethod={method} money={money} onDone={onClose} />;

  const tripOptions = tripList.map((item) => ({
    value: item.id,
    label: t('reservationDialog.tripOption', {
      from: item.fromLocationName,
      to: item.toLocationName,
      minutes: item.durationMinutes,
    }),
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {party === null ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="reservation-start">
              {t('reservationDialog.startStatus')}
            </Text>
            <SegmentedControl
              aria-labelledby="reservation-start"
              value={String(values.status)}
              onChange={(value) => set('status', Number(value) as StartStatus)}
              data={START_STATUSES.map((code) => ({
                value: String(code),
                label: t(`reservationDialog.start.${code}`),
              }))}
              fullWidth
            />
          </Stack>
        ) : null}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('reservationDialog.phone')}
            value={values.phone}
            onChange={(event) => set('phone', event.currentTarget.value)}
            error={errors.phone}
            type="tel"
            dir="ltr"
            autoComplete="off"
          />
          <TextInput
            label={t('reservationDialog.guestName')}
            value={values.guestName}
            onChange={(event) => set('guestName', event.currentTarget.value)}
            error={errors.guestName}
            required
          />
          <TextInput
            label={t('reservationDialog.email')}
            value={values.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={errors.email}
            type="email"
            dir="ltr"
          />
        </SimpleGrid>

        {returning ? (
          <Alert
            variant="light"
            color="blue"
            title={t('reservationDialog.returning', { name: returning.guestName })}
          >
            <Stack gap="xs">
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() =>
                    setValues((current) => ({
                      ...current,
                      guestName: returning.guestName,
                      email: returning.email || current.email,
                      roomNumber: returning.roomNumber || current.roomNumber,
                    }))
                  }
                >
                  {t('reservationDialog.useGuest')}
                </Button>
              </Group>
              {lookup.data && lookup.data.recent.length > 0 ? (
                <>
                  <Text size="sm" fw={500}>
                    {t('reservationDialog.recentParties')}
                  </Text>
                  <List size="sm" spacing={2}>
                    {lookup.data.recent.slice(0, 5).map((item) => (
                      <List.Item key={item.id}>
                        <span dir="ltr">{t('partyText.number', { number: item.number })}</span>{' '}
                        {t('partyText.fromTo', { from: item.fromLocationName, to: item.toLocationName })} ·{' '}
                        {formatInZone(item.scheduledAt, timeZone, locale)} ·{' '}
                        {t(`party.status.${item.status}`)}
                      </List.Item>
                    ))}
                  </List>
                </>
              ) : null}
            </Stack>
          </Alert>
        ) : null}

        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
          <NumberInput
            label={t('reservationDialog.adults')}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={values.adults}
            onChange={(value) => set('adults', count(value))}
            error={errors.adults}
          />
          <NumberInput
            label={t('reservationDialog.children')}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={values.children}
            onChange={(value) => set('children', count(value))}
            error={errors.children}
          />
          <NumberInput
            label={t('reservationDialog.luggage')}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={values.luggage}
            onChange={(value) => set('luggage', count(value))}
            error={errors.luggage}
          />
          <TextInput
            label={t('reservationDialog.room')}
            value={values.roomNumber}
            onChange={(event) => set('roomNumber', event.currentTarget.value)}
            error={errors.roomNumber}
            required={trip?.roomMandatory ?? false}
          />
        </SimpleGrid>

        <Divider label={t('reservationDialog.ride')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('reservationDialog.from')}
            data={placeOptions}
            value={values.fromLocationId}
            onChange={(value) => {
              set('fromLocationId', value);
              setCoupon(null);
            }}
            searchable
            error={errors.fromLocationId}
            required
          />
          <Select
            label={t('reservationDialog.to')}
            data={placeOptions}
            value={values.toLocationId}
            onChange={(value) => {
              set('toLocationId', value);
              setCoupon(null);
            }}
            searchable
            error={errors.toLocationId}
            required
          />
        </SimpleGrid>
        {trips.error ? (
          <FormErrorAlert
            title={t('reservationDialog.tripsFailed')}
            message={describeError(trips.error, t)}
          />
        ) : null}
        {trips.data && tripList.length === 0 ? (
          <Text size="sm" c={trips.data.zoneCharge ? 'dimmed' : 'red'} role="status">
            {trips.data.zoneCharge ? t('reservationDialog.zoneCharge') : t('reservationDialog.noRide')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {tripList.length > 0 ? (
            <Select
              label={t('reservationDialog.trip')}
              data={tripOptions}
              value={trip?.id ?? null}
              onChange={(value) => {
                set('tripId', value);
                set('departureId', null);
              }}
              allowDeselect={false}
              error={errors.tripId}
            />
          ) : null}
          {trip && tripDepartures.length > 0 ? (
            <Select
              label={t('reservationDialog.departure')}
              data={tripDepartures.map((d) => ({
                value: d.scheduleTimeId,
                label: t('reservationDialog.departureOption', {
                  time: minuteToTime(d.departureMinute),
                  seats: d.seatsLeft,
                }),
                disabled: d.seatsLeft < values.adults + values.children,
              }))}
              value={values.departureId}
              onChange={(value) => {
                set('departureId', value);
                const chosen = tripDepartures.find((d) => d.scheduleTimeId === value);
                if (chosen) set('reservationTime', minuteToTime(chosen.departureMinute));
              }}
              error={errors.departureId}
              clearable
            />
          ) : trip && departures.data ? (
            <Text size="sm" c="dimmed" role="status" pt="lg">
              {t('reservationDialog.noDepartures')}
            </Text>
          ) : null}
        </SimpleGrid>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('reservationDialog.date')}
            value={values.reservationDate}
            onChange={(event) => set('reservationDate', event.currentTarget.value)}
            error={errors.reservationDate}
            w={170}
            required
          />
          <TextInput
            type="time"
            label={t('reservationDialog.time')}
            value={values.reservationTime}
            onChange={(event) => set('reservationTime', event.currentTarget.value)}
            error={errors.reservationTime}
            w={140}
            required
          />
          {timeZone ? (
            <Text size="xs" c="dimmed" pt={32}>
              {t('reservationDialog.zoneHint', { timeZone })}
            </Text>
          ) : null}
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NoteField
            label={t('reservationDialog.internalNotes')}
            value={values.internalNotes}
            error={errors.internalNotes}
            options={noteOptions}
            onChange={(value) => set('internalNotes', value)}
          />
          <NoteField
            label={t('reservationDialog.externalNotes')}
            value={values.externalNotes}
            error={errors.externalNotes}
            options={noteOptions}
            onChange={(value) => set('externalNotes', value)}
          />
        </SimpleGrid>

        <Divider label={t('reservationDialog.cost')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('reservationDialog.coupon')}
              value={values.couponCode}
              onChange={(event) => set('couponCode', event.currentTarget.value)}
              error={errors.couponCode}
              dir="ltr"
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              onClick={checkCoupon}
              loading={applyCoupon.isPending}
              disabled={!ends || !values.couponCode.trim()}
              mb={errors.couponCode ? 22 : 0}
            >
              {t('reservationDialog.applyCoupon')}
            </Button>
          </Group>
          <Select
            label={t('reservationDialog.gratuity')}
            data={GRATUITY_PERCENTAGES.map((p) => ({ value: String(p), label: `${p} %` }))}
            value={String(values.gratuityPercent)}
            onChange={(value) => set('gratuityPercent', Number(value ?? 0))}
            allowDeselect={false}
          />
          <Select
            label={t('reservationDialog.paymentPreview')}
            data={METHODS.map((m) => ({ value: m, label: t(`preview.methods.${m}`) }))}
            value={method}
            onChange={(value) => setMethod(value === 'card' || value === 'account' ? value : 'cash')}
            allowDeselect={false}
          />
        </SimpleGrid>
        {appliedCoupon ? (
          <Text size="sm" c="teal" role="status">
            {t('reservationDialog.couponApplied', { code: appliedCoupon.code })}
          </Text>
        ) : null}
        <Paper withBorder p="sm" radius="md">
          {cost ? (
            <Stack gap={4}>
              <CostLines cost={cost} money={money} label={t('reservationDialog.cost')} />
              <Text size="xs" c="dimmed">
                {t('reservationDialog.costHint')}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('reservationDialog.costUnavailable')}
            </Text>
          )}
        </Paper>

        <Checkbox
          label={t('reservationDialog.notify')}
          checked={values.notifyGuest}
          onChange={(event) => set('notifyGuest', event.currentTarget.checked)}
        />
        <FormErrorAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {party ? t('reservationDialog.save') : t('reservationDialog.book')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoteField({
  label,
  value,
  error,
  options,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('party');
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={2}
        maxRows={5}
      />
      {options.length > 0 ? (
        <Select
          aria-label={`${label}: ${t('reservationDialog.predefinedNote')}`}
          placeholder={t('reservationDialog.predefinedNote')}
          data={options}
          value={null}
          size="xs"
          onChange={(id) => {
            const note = options.find((option) => option.value === id);
            if (note) onChange(appendNote(value, note.label));
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * After a new booking: record a payment once. The idempotency key is made when this step opens, so a double
 * submit (or a retry after a lost answer) never charges twice. A card is never typed here: staff take it on the
 * terminal and record its last four digits.
 */
function PaymentStep({
  party,
  initialMethod,
  money,
  onDone,
}: {
  party: PartyDetails;
  initialMethod: PaymentMethod;
  money: (cents: number) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation('party');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const payment = usePaymentChoice(initialMethod);
  const [errors, setErrors] = useState<PaymentFieldErrors>({});
  const pay = useApiMutation(contract.reservation.partyPayment);
  const amountCents = party.costs.balanceCents;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending || pay.isSuccess) return;
    setErrors(payment.errors);
    if (!payment.complete) return;
    pay.mutate(
      { body: { partyId: party.id, amountCents, idempotencyKey, ...payment.choice } },
      { onError: (error) => setErrors(problemFieldErrors(error)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {t('reservationDialog.saved', { number: party.number })}
        </Alert>
        <Text fw={600}>{t('reservationDialog.payTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('reservationDialog.payHint', { number: party.number })}
        </Text>
        <Group gap="xs">
          <Text size="sm">{t('reservationDialog.amount')}:</Text>
          <Text size="sm" fw={700} dir="ltr">
            {money(amountCents)}
          </Text>
        </Group>
        <PaymentFields state={payment} errors={errors} disabled={pay.isSuccess} />
        {pay.error && Object.keys(problemFieldErrors(pay.error)).length === 0 ? (
          <FormErrorAlert message={describeError(pay.error, t)} />
        ) : null}
        {pay.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            {t('reservationDialog.paid', { amount: money(pay.data.payment.amountCents) })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {pay.isSuccess ? (
            <Button onClick={onDone}>{t('reservationDialog.done')}</Button>
          ) : (
            <>
              <Anchor component="button" type="button" onClick={onDone} size="sm">
                {t('reservationDialog.skip')}
              </Anchor>
              <Button type="submit" loading={pay.isPending} disabled={amountCents <= 0}>
                {t('reservationDialog.pay')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

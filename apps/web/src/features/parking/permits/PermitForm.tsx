import type { PermitDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  dateIn,
  type MessageLanguage,
  messageLanguageOf,
  permitCost,
  permitEnd,
  zonedTimeToUtc,
} from '@curbside/domain';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayAndTimeInputs } from '../../../components/DayAndTimeInputs.tsx';
import { FormErrorAlert, formWideError, problemFieldErrors } from '../../../components/FormError.tsx';
import { LabelledSegmentedControl } from '../../../components/LabelledSegmentedControl.tsx';
import { timeInZone } from '../../../lib/dates.ts';
import { useMoney } from '../../../lib/money.ts';
import { languageOptions } from '../../../lib/options.ts';
import { useApiQuery, useWrite } from '../../../lib/query.ts';
import { useSignedInSession } from '../../../lib/session.tsx';

const TEXT_FIELDS = [
  'guestName',
  'phone',
  'email',
  'roomNumber',
  'plate',
  'plateRegion',
  'make',
  'model',
  'colour',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const LABEL: Record<TextField, string> = {
  guestName: 'guestName',
  phone: 'phone',
  email: 'email',
  roomNumber: 'room',
  plate: 'plate',
  plateRegion: 'plateRegion',
  make: 'make',
  model: 'model',
  colour: 'colour',
};

const blank = (): Record<TextField, string> =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;

/** The day and time of an instant in the company's zone, as the form's inputs hold them. */
const split = (at: string | undefined, zone: string) =>
  at ? { date: dateIn(zone, new Date(at)), time: timeInZone(new Date(at), zone) } : { date: '', time: '' };

export interface PermitFormProps {
  /** The permit changed; a sale when left out. */
  permit?: PermitDetails;
  onSaved: (permit: PermitDetails) => void;
}

/**
 * The fields of a sale or a change of a permit: the guest, the vehicle (plate and its issuing state or country
 * apart), the lot, a package sold for it and the dates in the company's time zone. The server prices it and
 * checks the lot's space in the same transaction.
 */
export function PermitFields({ permit, onSaved }: PermitFormProps) {
  const { t, i18n } = useTranslation('parking');
  const session = useSignedInSession();
  const zone = session.company?.timeZone ?? 'UTC';
  // The guest's texts: in the permit's language, or on a sale the desk's own until it chooses (ADR 212).
  const [language, setLanguage] = useState<MessageLanguage>(
    () => permit?.guestLanguage ?? messageLanguageOf(i18n.language),
  );
  const [text, setText] = useState(() =>
    permit ? Object.fromEntries(TEXT_FIELDS.map((f) => [f, permit[f]])) : blank(),
  );
  const [lotId, setLotId] = useState<string | null>(permit?.lotId ?? null);
  const [packageId, setPackageId] = useState<string | null>(permit?.packageId ?? null);
  const [start, setStart] = useState(() =>
    permit ? split(permit.startsAt, zone) : split(new Date().toISOString(), zone),
  );
  const [end, setEnd] = useState(() => split(permit?.endsAt, zone));
  const [notes, setNotes] = useState(permit?.notes ?? '');
  const [touched, setTouched] = useState(false);
  const save = useWrite(routes.parking.addOrEditParking);
  const lots = useApiQuery(routes.parking.getParkingLocations, {
    body: { pageSize: 200, status: 'active' },
  });
  const packages = useApiQuery(routes.parking.getParkingPackages, { body: { pageSize: 200 } });
  const forLot = (packages.data?.items ?? []).filter(
    (p) => (p.status === 'active' || p.id === permit?.packageId) && (!lotId || p.lotIds.includes(lotId)),
  );
  // The price the server will charge, by the same rule (`permitCost`), shown before the desk sells.
  const chosen = forLot.find((p) => p.id === packageId);
  const price = useMemo(() => {
    if (!chosen || !start.date) return null;
    const startsAt = zonedTimeToUtc(start.date, start.time || '00:00', zone).getTime();
    const endsAt = end.date
      ? zonedTimeToUtc(end.date, end.time || '00:00', zone).getTime()
      : permitEnd(startsAt, chosen.durationHours);
    if (!(endsAt > startsAt)) return null;
    return permitCost(chosen.priceCents, chosen.durationHours, { start: startsAt, end: endsAt });
  }, [chosen, start, end, zone]);
  const money = useMoney();
  const server = problemFieldErrors(save.error);
  const required = (value: string | null) => (touched && !value ? t('permitForm.required') : undefined);
  const errorOf = (field: string) => server[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!text.guestName?.trim() || !text.plate?.trim() || !lotId || !packageId || !start.date) return;
    const startsAt = zonedTimeToUtc(start.date, start.time || '00:00', zone).toISOString();
    const endsAt = end.date ? zonedTimeToUtc(end.date, end.time || '00:00', zone).toISOString() : undefined;
    const saved = await save.run({
      body: {
        ...(permit ? { id: permit.id, version: permit.version } : {}),
        guestName: text.guestName ?? '',
        phone: text.phone ?? '',
        email: text.email ?? '',
        roomNumber: text.roomNumber ?? '',
        plate: text.plate ?? '',
        plateRegion: text.plateRegion ?? '',
        make: text.make ?? '',
        model: text.model ?? '',
        colour: text.colour ?? '',
        lotId,
        packageId,
        startsAt,
        ...(endsAt ? { endsAt } : {}),
        notes,
        guestLanguage: language,
      },
    });
    if (!saved) return;
    notifications.show({
      color: 'green',
      message: t(permit ? 'permitForm.saved' : 'permitForm.sold', { number: saved.number }),
    });
    onSaved(saved);
  };

  const input = (field: TextField, extra: { required?: boolean; description?: string; dir?: 'ltr' } = {}) => (
    <TextInput
      key={field}
      label={t(`permitForm.${LABEL[field]}`)}
      value={text[field] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setText((now) => ({ ...now, [field]: value }));
      }}
      error={(extra.required ? required(text[field]?.trim() ?? '') : undefined) ?? errorOf(field)}
      required={extra.required}
      description={extra.description}
      dir={extra.dir}
    />
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(permit ? 'permitForm.save' : 'permitForm.sellTitle')}
    >
      <Stack gap="sm">
        <FormErrorAlert message={formWideError(save.error, t)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('guestName', { required: true })}
          {input('roomNumber')}
          {input('phone', { dir: 'ltr' })}
          {input('email', { dir: 'ltr' })}
          {input('plate', { required: true, description: t('permitForm.plateHint'), dir: 'ltr' })}
          {input('plateRegion')}
          {input('make')}
          {input('model')}
          {input('colour')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('permitForm.lot')}
            data={(lots.data?.items ?? []).map((lot) => ({ value: lot.id, label: lot.name }))}
            value={lotId}
            onChange={(value) => {
              setLotId(value);
              setPackageId(null);
            }}
            error={required(lotId) ?? errorOf('lotId')}
            required
          />
          <Select
            label={t('permitForm.package')}
            data={forLot.map((p) => ({ value: p.id, label: p.name }))}
            value={packageId}
            onChange={setPackageId}
            error={required(packageId) ?? errorOf('packageId')}
            required
          />
          <DayAndTimeInputs
            value={start}
            onChange={setStart}
            date={{
              label: t('permitForm.startDate'),
              error: required(start.date) ?? errorOf('startsAt'),
              required: true,
            }}
            time={{ label: t('permitForm.startTime') }}
          />
          <DayAndTimeInputs
            value={end}
            onChange={setEnd}
            date={{
              label: t('permitForm.endDate'),
              description: t('permitForm.endHint'),
              error: errorOf('endsAt'),
            }}
            time={{ label: t('permitForm.endTime') }}
          />
        </SimpleGrid>
        <LabelledSegmentedControl
          label={t('permitForm.guestLanguage')}
          value={language}
          onChange={setLanguage}
          data={languageOptions(t)}
        />
        <Textarea
          label={t('permitForm.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          {price !== null ? (
            <Text fw={600} data-testid="permit-price">
              {t('permitForm.price', { amount: money(price) })}
            </Text>
          ) : null}
          <Button type="submit" loading={save.busy}>
            {t(permit ? 'permitForm.save' : 'permitForm.sell')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The sale or change of a permit in a dialog. */
export function PermitFormModal({
  opened,
  onClose,
  ...props
}: PermitFormProps & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('parking');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        props.permit ? t('permitForm.editTitle', { number: props.permit.number }) : t('permitForm.sellTitle')
      }
    >
      {opened ? <PermitFields {...props} /> : null}
    </Modal>
  );
}

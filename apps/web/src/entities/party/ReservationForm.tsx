import type { BuiltInFields, PartyDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import type { PaymentMethod } from '@curbside/domain';
import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, problemFieldErrors } from '../../components/FormError.tsx';
import { LabelledSegmentedControl } from '../../components/LabelledSegmentedControl.tsx';
import { describeError } from '../../lib/errors.ts';
import { useMoney } from '../../lib/money.ts';
import { languageOptions } from '../../lib/options.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { useFocusInvalid } from '../../lib/useFocusInvalid.ts';
import CustomFieldInputs from './CustomFieldInputs.tsx';
import { answersToSend, type CustomDraft, missingAnswers } from './custom-answers.ts';
import { GuestStep, type ReturningGuest } from './GuestStep.tsx';
import { NoteField } from './NoteField.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { PriceStep } from './PriceStep.tsx';
import { RouteStep } from './RouteStep.tsx';
import {
  blankValues,
  type FieldErrors,
  NONE_REQUIRED,
  type RequiredFields,
  type ReservationValues,
  type SetValue,
  valuesOfParty,
} from './reservation-values.ts';
import { usePartyNotes } from './usePartyNotes.ts';
import { useTripPrice } from './useTripPrice.ts';

/** Every built-in field shown, as the company has them until it switches one off (and until they are read). */
const ALL_SHOWN: BuiltInFields = {
  roomNumber: true,
  email: true,
  flightNumber: true,
  luggage: true,
  externalNotes: true,
  couponCode: true,
};

export interface ReservationFormProps {
  /** The party to edit; null for a new booking. */
  party: PartyDetails | null;
  onClose: () => void;
  onSaved: ((party: PartyDetails) => void) | undefined;
}

/** The booking form (guest, route, notes, price), then, after a new booking, its payment step. */
export function ReservationForm({ party, onClose, onSaved }: ReservationFormProps) {
  const { t, i18n } = useTranslation('party');
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const money = useMoney(session.company?.currency);
  const [values, setValues] = useState<ReservationValues>(() =>
    party ? valuesOfParty(party, timeZone) : blankValues(timeZone, i18n.language),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [saved, setSaved] = useState<PartyDetails | null>(null);
  const set: SetValue = (name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const route = useTripPrice({
    values,
    method,
    onCouponError: (message) =>
      setErrors(({ couponCode: _dropped, ...rest }) => (message ? { ...rest, couponCode: message } : rest)),
  });
  const { trip } = route;
  // A new booking starts from the company's usual origin.
  const usualOrigin = route.fromOptions[0]?.value;
  useEffect(() => {
    if (party || !usualOrigin) return;
    setValues((current) => (current.fromLocationId ? current : { ...current, fromLocationId: usualOrigin }));
  }, [party, usualOrigin]);
  const noteOptions = usePartyNotes();
  // The company's booking rules: what to ask for and the gratuity a new booking starts with. Without them
  // (not loaded, or failed) the form asks for nothing more; the server holds the rules either way.
  const rules = useApiQuery(routes.configReservation.getDefaultSettingsWithAccess, { body: {} }).data;
  // The built-in fields the company shows (all until read), and its own fields of the reservation form. A field
  // switched off is never required (ADR 0085), and a hidden value is sent back as the party has it.
  const shown = useApiQuery(routes.pageSettings.getDynamicFeilds, { body: {} }).data ?? ALL_SHOWN;
  const asked = (
    useApiQuery(routes.pageSettings.getCustomFields, { body: { active: true, pageSize: 200 } }).data?.items ??
    []
  ).filter((field) => field.onReservationForm);
  const [answers, setAnswers] = useState<CustomDraft>(() => party?.customValues ?? {});
  const answer = (fieldId: string, value: CustomDraft[string]) => {
    setAnswers((current) => ({ ...current, [fieldId]: value }));
    setErrors(({ [`customValues.${fieldId}`]: _dropped, ...rest }) => rest);
  };
  const required: RequiredFields = rules
    ? {
        roomNumber: rules.requireRoom && shown.roomNumber,
        phone: rules.requirePhone,
        email: rules.requireEmail && shown.email,
        flightNumber: rules.requireFlight && shown.flightNumber,
      }
    : NONE_REQUIRED;
  const defaultGratuity = rules?.defaultGratuityPercent;
  useEffect(() => {
    if (party === null && defaultGratuity !== undefined) {
      setValues((current) =>
        current.gratuityPercent === 0 ? { ...current, gratuityPercent: defaultGratuity } : current,
      );
    }
  }, [party, defaultGratuity]);
  const adoptGuest = (guest: ReturningGuest) =>
    setValues((current) => ({
      ...current,
      guestName: guest.guestName,
      email: guest.email || current.email,
      roomNumber: guest.roomNumber || current.roomNumber,
      guestLanguage: guest.language,
    }));

  const save = useWrite(routes.reservation.addOrEditReservation);
  const invalid = useFocusInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { fromLocationId: from, toLocationId: to } = values;
    const missing: FieldErrors = {};
    if (!values.guestName.trim()) missing.guestName = t('validation.required');
    if (!from) missing.fromLocationId = t('validation.required');
    if (!to) missing.toLocationId = t('validation.required');
    for (const field of ['phone', 'email', 'roomNumber', 'flightNumber'] as const) {
      if (required[field] && !values[field].trim()) missing[field] = t('validation.required');
    }
    if (trip?.roomMandatory && !values.roomNumber.trim())
      missing.roomNumber = t('reservationDialog.roomRequired');
    Object.assign(missing, missingAnswers(asked, answers, t('customFields.required')));
    if (Object.keys(missing).length > 0 || !from || !to) {
      setErrors(missing);
      invalid.focusInvalid();
      return;
    }
    const code = values.couponCode.trim();
    void save
      .call({
        body: {
          ...(party ? { partyId: party.id, version: party.version } : { status: values.status }),
          guestName: values.guestName.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
          roomNumber: values.roomNumber.trim(),
          flightNumber: values.flightNumber.trim(),
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
          guestLanguage: values.guestLanguage,
          customValues: answersToSend(asked, answers),
        },
      })
      .then(
        (answer) => {
          onSaved?.(answer);
          if (party) onClose();
          else setSaved(answer);
        },
        (error: unknown) => {
          setErrors(problemFieldErrors(error));
          setFailure(describeError(error, t));
          invalid.focusInvalid();
        },
      );
  };

  if (saved) return <PaymentStep party={saved} initialMethod={method} money={money} onDone={onClose} />;

  const step = { values, errors, set };
  const noteField = (field: 'internalNotes' | 'externalNotes') => (
    <NoteField
      label={t(`reservationDialog.${field}`)}
      value={values[field]}
      error={errors[field]}
      options={noteOptions}
      pickerLabel={t('reservationDialog.predefinedNote')}
      onChange={(value) => set(field, value)}
      textareaProps={{ maxRows: 5 }}
    />
  );
  return (
    <form ref={invalid.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <GuestStep
          {...step}
          isNew={party === null}
          roomRequired={trip?.roomMandatory ?? false}
          required={required}
          shown={shown}
          timeZone={timeZone}
          onUseGuest={adoptGuest}
        />
        <RouteStep {...step} route={route} timeZone={timeZone} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {noteField('internalNotes')}
          {shown.externalNotes ? noteField('externalNotes') : null}
        </SimpleGrid>
        <CustomFieldInputs fields={asked} values={answers} errors={errors} onChange={answer} />
        <PriceStep
          {...step}
          price={route}
          method={method}
          onMethod={setMethod}
          money={money}
          showsCoupon={shown.couponCode}
        />
        <Group justify="space-between" align="end" gap="md">
          <Checkbox
            label={t('reservationDialog.notify')}
            checked={values.notifyGuest}
            onChange={(event) => set('notifyGuest', event.currentTarget.checked)}
          />
          <LabelledSegmentedControl
            label={t('reservationDialog.guestLanguage')}
            value={values.guestLanguage}
            onChange={(language) => set('guestLanguage', language)}
            data={languageOptions(t)}
          />
        </Group>
        <FormErrorAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.busy}>
            {party ? t('reservationDialog.save') : t('reservationDialog.book')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

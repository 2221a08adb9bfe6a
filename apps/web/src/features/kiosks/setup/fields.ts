import type { KioskType } from '@curbside/domain';
import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../../components/ResourceForm.tsx';
import type { useKioskChoices } from './options.ts';

type Choices = ReturnType<typeof useKioskChoices>;

/** What a guest is asked, by the flows that ask it. */
const ASKS: Record<KioskType, readonly ('maxPartySize' | 'askLuggage' | 'askPhone')[]> = {
  dispatch: ['maxPartySize', 'askLuggage', 'askPhone'],
  map: ['maxPartySize', 'askLuggage', 'askPhone'],
  reservation: ['maxPartySize', 'askPhone'],
  parking: ['askPhone'],
  guest: ['askPhone'],
};

/** What a kiosk of each type offers: its own switches and lists of the company's rows. */
function offers(type: KioskType, t: TFunction, choices: Choices): FieldSpec[] {
  const some = (name: string, options: Choices[keyof Choices]): FieldSpec => ({
    name,
    label: t(`setup.fields.${name}`),
    description: t('setup.fields.noneMeansAll'),
    kind: 'multiSelect',
    options,
  });
  const toggle = (name: string): FieldSpec => ({ name, label: t(`setup.fields.${name}`), kind: 'switch' });
  const pickup: FieldSpec = {
    name: 'pickupLocationId',
    label: t('setup.fields.pickupLocationId'),
    description: t('setup.fields.pickupHint'),
    kind: 'select',
    options: choices.places,
    clearable: true,
  };
  switch (type) {
    case 'dispatch':
    case 'map':
      return [pickup, some('placeCategoryIds', choices.categories)];
    case 'reservation':
      return [some('tripIds', choices.trips)];
    case 'parking':
      return [
        toggle('offerPermitPurchase'),
        some('parkingPackageIds', choices.packages),
        toggle('offerWillCall'),
      ];
    case 'guest':
      return [toggle('offerTransport'), pickup, toggle('offerParking'), toggle('offerWaitList')];
  }
}

/**
 * The setup form of a kiosk of `type`: its texts in each language, what it offers and asks, its idle timeout and
 * its look. The form keeps the whole row, so the fields another type shows are saved unchanged.
 */
export function setupFields(type: KioskType, t: TFunction, choices: Choices): FieldSpec[] {
  const ask: Record<(typeof ASKS)[KioskType][number], FieldSpec> = {
    maxPartySize: {
      name: 'maxPartySize',
      label: t('setup.fields.maxPartySize'),
      kind: 'integer',
      min: 1,
      max: 50,
    },
    askLuggage: { name: 'askLuggage', label: t('setup.fields.askLuggage'), kind: 'switch' },
    askPhone: { name: 'askPhone', label: t('setup.fields.askPhone'), kind: 'switch' },
  };
  return [
    { name: 'welcome', label: t('setup.fields.welcome'), kind: 'localized', multiline: true },
    { name: 'farewell', label: t('setup.fields.farewell'), kind: 'localized', multiline: true },
    ...offers(type, t, choices),
    ...ASKS[type].map((name) => ask[name]),
    {
      name: 'idleSeconds',
      label: t('setup.fields.idleSeconds'),
      description: t('setup.fields.idleHint'),
      kind: 'integer',
      min: 30,
      max: 600,
    },
    { name: 'accentColour', label: t('setup.fields.accentColour'), kind: 'colour' },
    {
      name: 'highContrast',
      label: t('setup.fields.highContrast'),
      description: t('setup.fields.highContrastHint'),
      kind: 'switch',
    },
    { name: 'showLogo', label: t('setup.fields.showLogo'), kind: 'switch' },
    { name: 'showAdvertisements', label: t('setup.fields.showAdvertisements'), kind: 'switch' },
  ];
}

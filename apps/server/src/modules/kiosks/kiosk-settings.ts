import { ipAddressSeries, type KioskSettings, kioskSettings } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { badRequest, unprocessable } from '../../errors.ts';
import { fieldsSettingsStore, type SettingsStore, settingsStore } from '../../resources/settings-store.ts';
import { ownColumns } from '../../resources/table-store.ts';
import * as repo from './kiosks.repository.ts';

const s = schema.kioskSettings;

const rowsStore = settingsStore<typeof kioskSettings, typeof s>({
  definition: kioskSettings,
  table: s,
  columns: ownColumns(
    s,
    'welcome',
    'idleSeconds',
    'maxPartySize',
    'askLuggage',
    'askPhone',
    'offerTransport',
    'offerParking',
    'offerWaitList',
    'accentColour',
    'highContrast',
    'pickupLocationId',
    'farewell',
    'placeCategoryIds',
    'tripIds',
    'offerWillCall',
    'offerPermitPurchase',
    'parkingPackageIds',
    'showLogo',
    'showAdvertisements',
  ),
  values: (input) => ({ ...input }),
  parent: { column: s.kioskId, table: schema.kiosks },
});

type Chosen = 'placeCategoryIds' | 'tripIds' | 'parkingPackageIds' | 'pickupLocationId';

/** The rows a kiosk's settings may name, each a table of the company's rows. */
const chosen: Record<Chosen, repo.CompanyRows> = {
  placeCategoryIds: schema.locationCategories,
  tripIds: schema.trips,
  parkingPackageIds: schema.parkingPackages,
  pickupLocationId: schema.locations,
};

/** Refuses (400, by field) an id the company does not have: a kiosk offers only the company's own rows. */
async function checkChosen(tx: Tx, companyId: string, input: KioskSettings) {
  const named: Record<Chosen, readonly string[]> = {
    placeCategoryIds: input.placeCategoryIds,
    tripIds: input.tripIds,
    parkingPackageIds: input.parkingPackageIds,
    pickupLocationId: input.pickupLocationId ? [input.pickupLocationId] : [],
  };
  for (const [field, table] of Object.entries(chosen) as [Chosen, repo.CompanyRows][]) {
    const ids = named[field];
    if (ids.length === 0) continue;
    const found = await repo.companyRows(tx, table, companyId, ids);
    if (found.length !== ids.length) {
      throw badRequest('The kiosk names a row the company does not have.', [
        { path: `body.${field}`, message: 'unknownChoice' },
      ]);
    }
  }
}

/**
 * A kiosk's flow settings: one row per kiosk, the first settings kept per parent. Saving checks that the
 * categories, trips and packages it offers, and the place its rides start from, are the company's (ADR 81).
 */
export const kioskSettingsStore: SettingsStore<typeof kioskSettings> = {
  ...rowsStore,
  async upsert(tx, companyId, input, parentId) {
    await checkChosen(tx, companyId, input as KioskSettings);
    return rowsStore.upsert(tx, companyId, input, parentId);
  },
};

const ips = schema.ipAddressSeries;

export const ipSeriesStore = fieldsSettingsStore(ipAddressSeries, ips);

/** The company's series (none until it saves some), for the pairing's address check. */
export async function ipSeriesOf(tx: Tx, companyId: string) {
  return (await ipSeriesStore.read(tx, companyId)).series;
}

/** A kiosk's flow settings, or the defaults while it has none. */
export const kioskSettingsOf = (tx: Tx, companyId: string, kioskId: string): Promise<KioskSettings> =>
  kioskSettingsStore.read(tx, companyId, kioskId);

/** What a kiosk may be asked for, each switched by its settings. */
export type KioskOffer = 'transport' | 'parking' | 'waitList' | 'willCall' | 'permitPurchase';
const switchOf: Record<KioskOffer, keyof KioskSettings> = {
  transport: 'offerTransport',
  parking: 'offerParking',
  waitList: 'offerWaitList',
  willCall: 'offerWillCall',
  permitPurchase: 'offerPermitPurchase',
};

/** Whether a kiosk's settings offer a row of a list it names (an empty list offers every row). */
export const offersRow = (ids: readonly string[], id: string) => ids.length === 0 || ids.includes(id);

/**
 * The settings of a device's kiosk, refusing (422 KIOSK_OPTION_NOT_OFFERED) when they switch `offer` off, or
 * when `row` names a category, trip or package outside the kiosk's lists. Every device call of a flow reads its
 * settings through this, so a setting switched off in the console refuses the call that it switches.
 */
export async function requireKioskOffer(
  tx: Tx,
  device: { companyId: string; kioskId: string },
  offer: KioskOffer | null,
  row?: { in: Exclude<Chosen, 'pickupLocationId'>; id: string },
): Promise<KioskSettings> {
  const settings = await kioskSettingsOf(tx, device.companyId, device.kioskId);
  const switchedOff = offer !== null && settings[switchOf[offer]] !== true;
  if (switchedOff || (row && !offersRow(settings[row.in], row.id))) {
    throw unprocessable('This kiosk does not offer this.', 'KIOSK_OPTION_NOT_OFFERED');
  }
  return settings;
}

import { ipAddressSeries, kioskSettings } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { settingsStore } from '../../resources/settings-store.ts';
import { ownColumns } from '../../resources/table-store.ts';

const s = schema.kioskSettings;

/** A kiosk's flow settings: one row per kiosk, the first settings kept per parent. */
export const kioskSettingsStore = settingsStore<typeof kioskSettings, typeof s>({
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
  ),
  values: (input) => ({ ...input }),
  parent: { column: s.kioskId, table: schema.kiosks },
});

const ips = schema.ipAddressSeries;

export const ipSeriesStore = settingsStore<typeof ipAddressSeries, typeof ips>({
  table: ips,
  columns: ownColumns(ips, 'series'),
  values: (input) => ({ series: input.series }),
});

/** The company's series (none until it saves some), for the pairing's address check. */
export async function ipSeriesOf(tx: Tx, companyId: string) {
  return ((await ipSeriesStore.find(tx, companyId)) ?? ipAddressSeries.spec.defaults).series;
}

/** A kiosk's flow settings, or the defaults while it has none. */
export async function kioskSettingsOf(tx: Tx, companyId: string, kioskId: string) {
  return (await kioskSettingsStore.find(tx, companyId, kioskId)) ?? kioskSettings.spec.defaults;
}

import type { Tx } from './client.ts';
import { vehicleMakes, vehicleModels } from './schema/index.ts';

/** Makes and models common in hotel, resort and airport-parking fleets (shuttles, vans, SUVs, sedans). */
export const VEHICLE_CATALOGUE: Readonly<Record<string, readonly string[]>> = {
  Cadillac: ['Escalade', 'Escalade ESV', 'Lyriq', 'XT6'],
  Chevrolet: ['Express 2500', 'Express 3500', 'Suburban', 'Tahoe', 'Traverse'],
  Chrysler: ['Pacifica', 'Voyager'],
  Ford: ['E-Series Cutaway', 'Expedition', 'Explorer', 'Transit 150', 'Transit 350', 'Transit Connect'],
  GMC: ['Savana 3500', 'Yukon', 'Yukon XL'],
  Honda: ['Odyssey', 'Pilot'],
  Kia: ['Carnival', 'EV9', 'Telluride'],
  'Land Rover': ['Range Rover', 'Defender 110'],
  Lexus: ['ES', 'GX', 'LX'],
  Lincoln: ['Aviator', 'Navigator', 'Navigator L'],
  'Mercedes-Benz': ['E-Class', 'Metris', 'S-Class', 'Sprinter 2500', 'Sprinter 3500', 'V-Class'],
  Ram: ['ProMaster 2500', 'ProMaster 3500'],
  Tesla: ['Model 3', 'Model S', 'Model X', 'Model Y'],
  Toyota: ['Camry', 'Coaster', 'HiAce', 'Highlander', 'Sequoia', 'Sienna'],
  Volkswagen: ['ID. Buzz', 'Atlas'],
};

/**
 * Adds the makes and models the catalogue names and the database does not have yet (platform scope). Nothing is
 * removed, so vehicles that name a make or model stay valid.
 */
export async function syncVehicleCatalogue(tx: Tx): Promise<void> {
  const makes = Object.keys(VEHICLE_CATALOGUE);
  await tx
    .insert(vehicleMakes)
    .values(makes.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: vehicleMakes.id, name: vehicleMakes.name }).from(vehicleMakes);
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const models = makes.flatMap((make) => {
    const makeId = idOf.get(make);
    return makeId ? (VEHICLE_CATALOGUE[make] ?? []).map((name) => ({ makeId, name })) : [];
  });
  if (models.length > 0) {
    await tx
      .insert(vehicleModels)
      .values(models)
      .onConflictDoNothing({ target: [vehicleModels.makeId, vehicleModels.name] });
  }
}

import { contract, driverTrackingSettings } from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { fieldsSettingsStore } from '../../resources/settings-store.ts';
import * as tracking from './tracking.service.ts';

const t = schema.driverTrackingSettings;

const settingsOfTracking = fieldsSettingsStore(driverTrackingSettings, t);

/** Live driver positions (ADR 74): the phone's reports, the dispatcher's map, the guest's view, the settings. */
export const trackingRoutes = (deps: Deps) => {
  return [
    ...bindSettings(deps, driverTrackingSettings, settingsOfTracking),
    ...bindArea(contract.driverTracking, {
      reportPositions: async ({ body, caller }) => tracking.reportPositions(deps, caller, body),
      getDriverPositions: async ({ caller }) => tracking.driverPositions(deps, caller),
      getGuestVehiclePosition: async ({ caller }) => tracking.guestVehiclePosition(deps, caller),
    }),
  ];
};

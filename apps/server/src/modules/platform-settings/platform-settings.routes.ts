import { platformSettingsEntries } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { globalSettings, updateGlobalSetting } from './global-settings.ts';
import { companySmsSender, setupTwilioNumber } from './twilio-number.ts';

/** The platform's own SMS and SMTP settings and a company's number on its Twilio account (ADR 118). */
export const platformSettingsRoutes = (deps: Deps) =>
  bindArea(platformSettingsEntries, {
    getGlobalSetting: () => globalSettings(deps),
    updateGlobalSetting: ({ body, ctx }) => updateGlobalSetting(deps, ctx, body),
    setupTwilioNumber: ({ body, ctx }) => setupTwilioNumber(deps, ctx, body),
    getCompanySmsSender: ({ body }) => companySmsSender(deps, body.companyId),
  });

import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { listCredentials, smtpSettings, updateAppSetting } from './app-settings.ts';
import { listTemplates, saveTemplate } from './templates.ts';

/** The message templates of the ConfigMessage area. */
export const configMessageRoutes = (deps: Deps) =>
  bindArea(contract.configMessage, {
    getConfigMessages: async ({ body, caller }) => listTemplates(deps, caller, body ?? {}),
    addOrEditConfigMessage: async ({ body, caller, ctx }) => saveTemplate(deps, ctx, caller, body),
  });

/** The company's SMS provider credentials and SMTP details (AppSettings area). */
export const appSettingsRoutes = (deps: Deps) =>
  bindArea(contract.appSettings, {
    getCredentialsList: async ({ query, caller }) => listCredentials(deps, caller, query.type),
    getSmtpSettings: async ({ caller }) => smtpSettings(deps, caller),
    updateAppSetting: async ({ body, caller, ctx }) => updateAppSetting(deps, ctx, caller, body),
  });

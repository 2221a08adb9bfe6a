import type { GlobalSettingUpdate } from '@curbside/contract';
import { inScope } from '@curbside/db';
import type { Deps, RequestContext } from '../../context.ts';
import { type MessagingColumns, platformSettingsRow } from '../../integrations/company-senders.ts';
import { audit } from '../../plugins/audit.ts';
import { checkSmtpServer, columnsOf, credentialsOf } from '../messaging/app-settings.ts';
import { lockedPlatformSettings, updatePlatformSettings } from './platform-settings.repository.ts';

/** `Company/GetGlobalSetting`: the platform's providers and SMTP details, as a company's are shown. */
export const globalSettings = (deps: Deps) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => ({
    items: credentialsOf(await platformSettingsRow(tx)),
  }));

/**
 * `Company/UpdateGlobalSetting`: the platform's SMS provider or SMTP details, checked and sealed by the same
 * code as a company's (`AppSettings/UpdateAppSetting`), in one upsert on the platform's one row, audited with
 * no company; the audit row, like the answer, says of a secret only whether one is kept.
 */
export async function updateGlobalSetting(deps: Deps, ctx: RequestContext, input: GlobalSettingUpdate) {
  await checkSmtpServer(deps, input);
  return inScope(deps.db, { kind: 'platform' }, async (tx) => {
    // The row is locked (or made) first, so two saves at once take turns over the kept secrets.
    const before = await lockedPlatformSettings(tx);
    const after = await updatePlatformSettings(tx, columnsOf(deps.config.appSecret, input, before));
    const view = (row: MessagingColumns | undefined) =>
      credentialsOf(row).filter((entry) => entry.type === input.type);
    await audit(tx, ctx, {
      companyId: null,
      action: input.type === 'SMS' ? 'platform_settings.sms_updated' : 'platform_settings.smtp_updated',
      entity: 'platform_messaging_settings',
      before: view(before),
      after: view(after),
    });
    return { items: credentialsOf(after) };
  });
}

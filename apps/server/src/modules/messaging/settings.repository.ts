import { schema } from '@curbside/db';
import { companyRowStore } from '../../resources/settings-store.ts';

/** The company's messaging settings row: its SMS provider and SMTP details (secrets sealed). */
const m = schema.messagingSettings;
export type SettingsRow = typeof m.$inferSelect;
const settingsRows = companyRowStore(m);

export const settingsRow = settingsRows.find;
/** Writes the given columns on the company's row (made when it has none); answers the row after. */
export const saveSettings = settingsRows.save;

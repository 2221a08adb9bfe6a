import { type FeedbackSettings, feedbackSettings } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { settingsStore } from '../../resources/settings-store.ts';
import { ownColumns } from '../../resources/table-store.ts';

const t = schema.feedbackSettings;

export const feedbackSettingsStore = settingsStore<typeof feedbackSettings, typeof t>({
  definition: feedbackSettings,
  table: t,
  columns: ownColumns(t, 'surveyEnabled', 'ratingScale', 'alertThreshold', 'reviewSiteUrl'),
  values: (input) => ({
    surveyEnabled: input.surveyEnabled,
    ratingScale: input.ratingScale,
    alertThreshold: input.alertThreshold,
    reviewSiteUrl: input.reviewSiteUrl || null,
  }),
});

/** The company's feedback settings, or the definition's defaults while it never saved them. */
export const settingsOf = (tx: Tx, companyId: string): Promise<FeedbackSettings> =>
  feedbackSettingsStore.read(tx, companyId);

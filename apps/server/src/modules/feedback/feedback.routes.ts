import { feedbackSettings } from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { settingsStore } from '../../resources/settings-store.ts';
import { ownColumns } from '../../resources/table-store.ts';

const t = schema.feedbackSettings;

/** The feedback area's settings; its questions and responses join this module later. */
export const feedbackRoutes = (deps: Deps) =>
  bindSettings(
    deps,
    feedbackSettings,
    settingsStore({
      table: t,
      columns: ownColumns(t, 'surveyEnabled', 'ratingScale', 'alertThreshold', 'reviewSiteUrl'),
      values: (input) => ({
        surveyEnabled: input.surveyEnabled,
        ratingScale: input.ratingScale,
        alertThreshold: input.alertThreshold,
        reviewSiteUrl: input.reviewSiteUrl || null,
      }),
    }),
  );

import { feedbackSettings } from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { settingsStore } from '../../resources/settings-store.ts';

const t = schema.feedbackSettings;

/** The feedback area's settings; its questions and responses join this module later. */
export const feedbackRoutes = (deps: Deps) =>
  bindSettings(
    deps,
    feedbackSettings,
    settingsStore({
      table: t,
      columns: {
        surveyEnabled: t.surveyEnabled,
        ratingScale: t.ratingScale,
        alertThreshold: t.alertThreshold,
        reviewSiteUrl: t.reviewSiteUrl,
      },
      values: (input) => ({
        surveyEnabled: input.surveyEnabled,
        ratingScale: input.ratingScale,
        alertThreshold: input.alertThreshold,
        reviewSiteUrl: input.reviewSiteUrl || null,
      }),
    }),
  );

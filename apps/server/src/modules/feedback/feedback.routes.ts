import { contract, feedbackSettings } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { feedbackSettingsStore } from './feedback-settings.ts';
import * as questions from './questions.service.ts';
import * as responses from './responses.service.ts';

/** The feedback area: its settings, the platform's question bank, the companies' choice and the guests' answers. */
export const feedbackRoutes = (deps: Deps) => {
  return [
    ...bindSettings(deps, feedbackSettings, feedbackSettingsStore),
    ...bindArea(contract.feedback, {
      getFeedbackQuestions: async ({ query, body, caller }) =>
        questions.listQuestions(deps, caller, query, body),
      addOrEditFeedbackQuestion: async ({ query, body, caller, ctx }) =>
        questions.saveQuestion(deps, ctx, caller, query.commandType, body),
      associateOrDeAssociateQuestion: async ({ body, caller, ctx }) =>
        questions.associateQuestion(deps, ctx, caller, body),
      getFeedbackSurvey: async ({ caller }) => responses.survey(deps, caller),
      saveFeedBackResponse: async ({ body, caller, ctx }) => responses.saveResponse(deps, ctx, caller, body),
      getFeedbackResponses: async ({ body, caller }) => responses.listResponses(deps, caller, body),
    }),
  ];
};

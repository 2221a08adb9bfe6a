import { contract, feedbackQuestionBank, feedbackSettings, ownFeedbackQuestions } from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { platformTableRoutes } from '../../resources/platform-resource.ts';
import { feedbackSettingsStore } from './feedback-settings.ts';
import * as ownQuestions from './own-questions.repository.ts';
import { questionBankStore } from './question-bank.repository.ts';
import * as questions from './questions.service.ts';
import * as responses from './responses.service.ts';

/** The platform's question bank: a platform resource, kept by the super-admin (ADR 62). */
const questionBankRoutes = platformTableRoutes(
  feedbackQuestionBank,
  schema.feedbackQuestions,
  questionBankStore,
);

/**
 * A company's own questions (ADR 138): a company collection beside the bank. A question that becomes active
 * counts toward the survey's extra questions; one a guest answered is switched off, not deleted.
 */
const ownQuestionRoutes = tableRoutes(
  ownFeedbackQuestions,
  schema.ownFeedbackQuestions,
  ownQuestions.ownQuestionsStore,
  {
    beforeSave: async (tx, caller, input, before) => {
      if (input.active && !before?.active) await questions.refuseAboveLimit(tx, caller.companyId);
    },
    beforeRemove: async (tx, caller, row) => {
      if (await ownQuestions.isAnswered(tx, caller.companyId, row.id)) {
        throw conflict('Guests have answered this question; switch it off instead.', 'IN_USE');
      }
    },
  },
);

/** The feedback area: its settings, the platform's question bank, the companies' choice and the guests' answers. */
export const feedbackRoutes = (deps: Deps) => {
  return [
    ...bindSettings(deps, feedbackSettings, feedbackSettingsStore),
    ...questionBankRoutes(deps),
    ...ownQuestionRoutes(deps),
    ...bindArea(contract.feedback, {
      getFeedbackQuestions: async ({ query, body, caller }) =>
        questions.listQuestions(deps, caller, query, body),
      associateOrDeAssociateQuestion: async ({ body, caller, ctx }) =>
        questions.associateQuestion(deps, ctx, caller, body),
      getFeedbackSurvey: async ({ caller }) => responses.survey(deps, caller),
      saveFeedBackResponse: async ({ body, caller, ctx }) => responses.saveResponse(deps, ctx, caller, body),
      getFeedbackResponses: async ({ body, caller }) => responses.listResponses(deps, caller, body),
    }),
  ];
};

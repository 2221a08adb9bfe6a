import { contract, feedbackSettings } from '@curbside/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { RateLimiter } from '../../plugins/rate-limit.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { feedbackSettingsStore } from './feedback-settings.ts';
import * as questions from './questions.service.ts';
import * as responses from './responses.service.ts';

/** The feedback area: its settings, the platform's question bank, the companies' choice and the guests' answers. */
export const feedbackRoutes = (deps: Deps) => {
  // The survey is public, by the guest link's key: the guest link's limit per address (ADR 20).
  const guestLimit = new RateLimiter(deps.config.guestLinkRateLimit, 60_000);
  const limited = (request: FastifyRequest) => guestLimit.hit(`feedback|${request.ip}`);
  return [
    ...bindSettings(deps, feedbackSettings, feedbackSettingsStore),
    ...bindArea(contract.feedback, {
      getFeedbackQuestions: async ({ query, body, caller }) =>
        questions.listQuestions(deps, caller, query, body),
      addOrEditFeedbackQuestion: async ({ query, body, caller, ctx }) =>
        questions.saveQuestion(deps, ctx, caller, query.commandType, body),
      associateOrDeAssociateQuestion: async ({ body, caller, ctx }) =>
        questions.associateQuestion(deps, ctx, caller, body),
      getFeedbackSurvey: async ({ body, request }) => {
        limited(request);
        return responses.survey(deps, body.key);
      },
      saveFeedBackResponse: async ({ body, request, ctx }) => {
        limited(request);
        return responses.saveResponse(deps, ctx, body);
      },
      getFeedbackResponses: async ({ body, caller }) => responses.listResponses(deps, caller, body),
    }),
  ];
};

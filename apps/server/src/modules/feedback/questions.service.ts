import {
  type contract,
  MAX_ASSOCIATED_QUESTIONS,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { type ChangeCall, companyChange } from '../../resources/company-change.ts';
import * as ownQuestions from './own-questions.repository.ts';
import * as questions from './questions.repository.ts';

type ListQuery = ParsedQueryOf<typeof contract.feedback.getFeedbackQuestions>;
type ListBody = ParsedBodyOf<typeof contract.feedback.getFeedbackQuestions>;

/**
 * Feedback/GetFeedbackQuestions: a company user sees the active bank questions (BANK) or the ones the company
 * asks (ASSOCIATED), each with whether the company asks it. The super-admin keeps the bank as a platform
 * resource (feedback.routes.ts).
 */
export async function listQuestions(
  deps: Deps,
  caller: CompanyUserPrincipal,
  query: ListQuery,
  body: ListBody,
) {
  const filter = { associatedOnly: query.commandType === 'ASSOCIATED', search: body.search };
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const { rows, total } = await questions.questionsPage(tx, caller.companyId, filter, body);
    return { items: rows, total, page: body.page, pageSize: body.pageSize };
  });
}

/**
 * Refuses one more extra question where the survey asks the most it may already: the chosen bank questions and
 * the company's own active ones count together (ADR 138). The company's row lock makes two concurrent additions
 * (a choice, a new own question) count one after the other.
 */
export async function refuseAboveLimit(tx: Tx, companyId: string): Promise<void> {
  const asked = await questions.countAskedLocked(tx, companyId);
  if (asked + (await ownQuestions.activeOwnCount(tx, companyId)) >= MAX_ASSOCIATED_QUESTIONS) {
    throw unprocessable('The survey asks the most questions it may already.', 'TOO_MANY_QUESTIONS', {
      count: MAX_ASSOCIATED_QUESTIONS,
    });
  }
}

/** Feedback/AssociateOrDeAssociateQuestion: whether the company asks an active bank question in its survey. */
export const associateQuestion = companyChange(
  async (tx, { caller, input: body }: ChangeCall<{ questionId: string; associated: boolean }>) => {
    const question = await questions.questionOf(tx, body.questionId, caller.companyId);
    // An inactive question is out of the bank for companies: it cannot be asked again, only stopped.
    if (!question || (!question.active && body.associated)) throw notFound('feedback_question');
    if (body.associated && !question.associated) {
      await refuseAboveLimit(tx, caller.companyId);
      await questions.addAsked(tx, caller.companyId, body.questionId);
    } else if (!body.associated) {
      await questions.removeAsked(tx, caller.companyId, body.questionId);
    }
    return {
      result: { ...question, associated: body.associated },
      change: {
        action: body.associated ? 'feedback_question.associated' : 'feedback_question.deassociated',
        entity: 'feedback_question',
        entityId: body.questionId,
        before: { associated: question.associated },
        after: { associated: body.associated },
      },
    };
  },
);

/** The questions a company's survey asks: the bank questions in the order it chose them, then its own. */
export async function surveyQuestions(tx: Tx, companyId: string) {
  return [
    ...(await questions.surveyQuestions(tx, companyId)),
    ...(await ownQuestions.activeOwnQuestions(tx, companyId)),
  ];
}
